/// The collection helpers SwiftUI adds for `onDelete` and `onMove`, so scenario
/// code that edits its data with them compiles and behaves the same.
extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the given offsets.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` offsets so that they come before the element
  /// at offset `destination` (offsets in the collection before the move).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moving, at: target)
  }
}
