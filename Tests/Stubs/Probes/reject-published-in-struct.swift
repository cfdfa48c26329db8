// expect-error: @Published is only available on properties of classes
// Like Apple's, the Combine stub only allows @Published on class properties.
import Combine

struct Profile {
    @Published var name = ""
}
