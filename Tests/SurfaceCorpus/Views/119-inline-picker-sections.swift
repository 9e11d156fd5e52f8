import SwiftUI

/// An inline picker with sections, inside a menu-style form.
struct ShippingOptionsView: View {
    @State private var speed = "standard"
    @State private var giftWrap = false

    var body: some View {
        Form {
            Picker("Delivery", selection: $speed) {
                Section("Free") {
                    Text("Standard").tag("standard")
                }
                Section("Paid") {
                    Text("Express").tag("express")
                    Text("Overnight").tag("overnight")
                }
            }
            .pickerStyle(.inline)
            Toggle("Gift wrap", isOn: $giftWrap)
                .toggleStyle(.switch)
            Text("Delivery: \(speed)")
        }
    }
}
