import Testing

@testable import ViewGraph

/// What the engine asks of a primitive view (`PrimitiveView.asControl`, `closeMenu`,
/// `contentIsUnchanged`) it asks as a requirement, not a cast; each answer must agree
/// with the conformance it stands for, including conditional ones (`.onTapGesture`).
@MainActor
@Suite struct PrimitiveFactsTests {
  struct Card: View {
    var body: some View { Text("card") }
  }

  static let views: [any View] = [
    Text("plain"),
    Button("Tap") {},
    Toggle("On", isOn: .constant(true)),
    TextField("Name", text: .constant("")),
    Text("tappable").onTapGesture {},
    Text("padded").padding(),
    Text("tappable, padded").onTapGesture {}.padding(),
    VStack {
      Text("a")
      Button("b") {}
    },
    EquatableView(content: Text("same")),
  ]

  @Test(arguments: views.indices)
  func asControlAgreesWithTheControlConformance(index: Int) throws {
    let view = Self.views[index]
    let primitive = try #require(view as? PrimitiveView)
    #expect((primitive.asControl != nil) == (view is any ControlView), "\(type(of: view))")
  }

  @Test func aTapGestureMakesAControlAndOtherModifiersDoNot() {
    let tappable: any View = Text("t").onTapGesture {}
    let padded: any View = Text("p").padding()
    #expect((tappable as? PrimitiveView)?.asControl != nil)
    #expect((padded as? PrimitiveView)?.asControl == nil)
  }

  @Test func aViewWithABodyIsNotAPrimitive() throws {
    let runtime = ViewRuntime(Card())
    runtime.mount()
    let root = try #require(runtime.rootNode)
    #expect(!root.isPrimitive)
    #expect(root.primitive == nil)
    #expect(root.children.first?.isPrimitive == true)
  }

  @Test func onlyAMenuClosesOnItsItemsTaps() {
    let runtime = ViewRuntime(Menu("More") { Button("Item") {} })
    runtime.mount()
    var closers = 0
    runtime.rootNode?.forEachInSubtree { node in
      if node.primitive?.closeMenu != nil { closers += 1 }
    }
    #expect(closers == 1)
    let button: any View = Button("Tap") {}
    #expect((button as? PrimitiveView)?.closeMenu == nil)
  }
}
