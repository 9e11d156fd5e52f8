@_spi(Reflection) import Swift

/// Calls `update()` on the user-defined dynamic properties of a view just before its
/// body runs (*documented* on `DynamicProperty.update()`: "SwiftUI calls this function
/// before rendering a view's body to ensure the view has the most recent value").
///
/// The engine's own properties (`@State`, `@Binding`, …) are brought up to date by
/// being installed; a user type conforming to `DynamicProperty` gets its `update()`
/// called, after those of the dynamic properties inside it (**modelled**: OpenSwiftUI
/// updates a property's embedded properties first). The update is made on the copy of
/// the view whose body runs, so each evaluation starts from the value the parent
/// gave, as in SwiftUI, where `update()` mutates the view value it is about to read.
@MainActor
enum DynamicPropertyUpdater {
  private static var typesWithUpdates: [ObjectIdentifier: Bool] = [:]

  /// `view` with `update()` called on each user-defined dynamic property it holds.
  static func updated<V: View>(_ view: V) -> V {
    let key = ObjectIdentifier(V.self)
    if typesWithUpdates[key] == nil { typesWithUpdates[key] = holdsUserProperties(V.self) }
    guard typesWithUpdates[key] == true else { return view }
    var copy = view
    withUnsafeMutableBytes(of: &copy) { bytes in updateFields(of: V.self, at: bytes.baseAddress!) }
    return copy
  }

  /// Updates the user properties among the fields of a value of `type` at `base`; a
  /// view whose properties live in a modifier or an app is looked into.
  private static func updateFields(of type: Any.Type, at base: UnsafeMutableRawPointer) {
    forEachHeldField(of: type) { offset, fieldType in
      if let property = fieldType as? any DynamicProperty.Type {
        update(property, at: base + offset)
      } else {
        updateFields(of: fieldType, at: base + offset)
      }
    }
  }

  private static func update<P: DynamicProperty>(_ type: P.Type, at pointer: UnsafeMutableRawPointer) {
    if holdsUserProperties(P.self) { ViewRuntime.current?.trace.use(.nestedDynamicPropertyUpdate) }
    updateFields(of: P.self, at: pointer)
    let before = Array(UnsafeRawBufferPointer(start: pointer, count: MemoryLayout<P>.size))
    pointer.assumingMemoryBound(to: P.self).pointee.update()
    // A value `update()` changed is gone at the next evaluation, which starts from the
    // parent's value again: the modelled choice matters only then.
    if !before.elementsEqual(UnsafeRawBufferPointer(start: pointer, count: MemoryLayout<P>.size)) {
      ViewRuntime.current?.trace.use(.dynamicPropertyUpdateFromParentValue)
    }
  }

  private static func holdsUserProperties(_ type: Any.Type) -> Bool {
    var found = false
    forEachHeldField(of: type) { _, _ in found = true }
    return found
  }

  /// The fields of a struct that hold user dynamic properties, with their offsets: a
  /// user `DynamicProperty`, or the modifier or app a hosting view holds them in.
  private static func forEachHeldField(of type: Any.Type, _ body: (Int, Any.Type) -> Void) {
    let hosts = type is DynamicPropertyHosting.Type
    _forEachField(of: type, options: .ignoreUnknown) { _, offset, fieldType, kind in
      guard kind == .struct else { return true }
      if fieldType is any DynamicProperty.Type {
        if !(fieldType is InstallableProperty.Type) { body(offset, fieldType) }
      } else if hosts, fieldType is any ViewModifier.Type || fieldType is any App.Type {
        if holdsUserProperties(fieldType) { body(offset, fieldType) }
      }
      return true
    }
  }
}
