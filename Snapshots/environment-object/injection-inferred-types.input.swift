import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
}

final class Account: ObservableObject {
    @Published var name = ""
}

class Service: ObservableObject {
    @Published var status = ""
}

final class MockService: Service {}

func configure<T>(_ value: T, _ change: (T) -> Void) -> T {
    change(value)
    return value
}

func makeAccount() -> Account { Account() }

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(cart.items.count)")
    }
}

struct AccountBadge: View {
    @EnvironmentObject var account: Account
    @EnvironmentObject var service: Service

    var body: some View {
        Text(account.name + service.status)
    }
}

// Every injected value's static type is read: a generic helper's argument, an immediately
// called closure's return type, a function's result, a cast, the elements of an array.
struct Checkout: View {
    let carts: [Cart]
    let anyObject: AnyObject

    var body: some View {
        VStack {
            CartBadge().environmentObject(configure(Cart()) { $0.items = ["tea"] })
            CartBadge().environmentObject({ () -> Cart in
                let cart = Cart()
                return cart
            }())
            AccountBadge()
                .environmentObject(makeAccount())
                .environmentObject(MockService() as Service)
            ForEach(carts, id: \.items) { cart in
                CartBadge().environmentObject(cart)
            }
            if let cart = anyObject as? Cart {
                CartBadge().environmentObject(cart)
            }
        }
    }
}
