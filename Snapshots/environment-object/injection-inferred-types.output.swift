import SwiftUI

@Observable final class Cart {
    var items: [String] = []
}

@Observable final class Account {
    var name = ""
}

@Observable class Service {
    var status = ""
}

final class MockService: Service {}

func configure<T>(_ value: T, _ change: (T) -> Void) -> T {
    change(value)
    return value
}

func makeAccount() -> Account { Account() }

struct CartBadge: View {
    @Environment(Cart.self) var cart

    var body: some View {
        Text("\(cart.items.count)")
    }
}

struct AccountBadge: View {
    @Environment(Account.self) var account
    @Environment(Service.self) var service

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
            CartBadge().environment(configure(Cart()) { $0.items = ["tea"] })
            CartBadge().environment({ () -> Cart in
                let cart = Cart()
                return cart
            }())
            AccountBadge()
                .environment(makeAccount())
                .environment(MockService() as Service)
            ForEach(carts, id: \.items) { cart in
                CartBadge().environment(cart)
            }
            if let cart = anyObject as? Cart {
                CartBadge().environment(cart)
            }
        }
    }
}
