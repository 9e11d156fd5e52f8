import ViewGraph

/// Counts `body` evaluations of the benchmark's views, so the bench can check how
/// many bodies one update runs (the engine keeps no such statistic itself).
enum BodyCounter {
  /// Bodies evaluated since the last reset; every benchmark view adds one per body.
  static var count = 0
}

/// One element of the benchmark's list: an id for `ForEach` and a title to show.
struct Item: Identifiable, Equatable {
  /// The element's explicit identity in the `ForEach`.
  let id: Int
  /// The text its row shows before its on/off state.
  let title: String

  /// `count` items with ids `0..<count` and titles `item <id>`.
  static func sample(count: Int) -> [Item] {
    (0..<count).map { Item(id: $0, title: "item \($0)") }
  }
}

/// One row: its own `@State` flag, flipped by its button, so that a tap changes
/// exactly this row's state and (as in SwiftUI) should run only this row's body.
struct RowView: View {
  /// The element this row shows, passed by the list.
  let item: Item
  /// The row's own state: what one update flips.
  @State private var isOn = false

  var body: some View {
    let _ = BodyCounter.count += 1
    let _ = RowHandle.register(id: item.id, isOn: $isOn)
    Button(RowView.label(title: item.title, isOn: isOn)) { isOn.toggle() }
  }

  /// The button's title for a row in a given state; the bench taps rows by it.
  static func label(title: String, isOn: Bool) -> String {
    "\(title): \(isOn ? "on" : "off")"
  }
}

/// A way in to one row's own `@State` from outside the view tree: the row whose id
/// is `watchedID` hands over a binding to its flag when its body runs, so the bench
/// can change exactly that state, as the row's button would, without a tap's
/// search of the screen for the button. Passing the binding is not a read.
enum RowHandle {
  /// The id of the row to hand over its binding; `nil` for none.
  static var watchedID: Int?
  /// The watched row's binding to its own flag, once its body has run.
  static var isOn: Binding<Bool>?

  /// Called from every row's body; keeps the binding of the watched row only.
  static func register(id: Int, isOn binding: Binding<Bool>) {
    if id == watchedID { isOn = binding }
  }
}

/// The mounted root: holds the list's data in `@State` and shows one `RowView` per
/// element in a `ForEach`, the shape of a typical long list.
struct ListRoot: View {
  /// The list's data, owned by the root as a real list's would be.
  @State private var items: [Item]

  /// A root showing `items`; the array becomes the root's initial state.
  init(items: [Item]) {
    _items = State(initialValue: items)
  }

  var body: some View {
    let _ = BodyCounter.count += 1
    VStack {
      ForEach(items) { RowView(item: $0) }
    }
  }
}
