import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct SiteSearchIndexTests {
  @Test func wordsAreLowercasedRunsOfLettersAndDigits() {
    #expect(SearchIndex.words("onChange(of: x) runs 2x, é-grade a") == ["onchange", "of", "runs", "2x", "grade"])
  }

  @Test func indexMapsWordsToSectionsWithCounts() throws {
    var index = SearchIndex()
    index.add(
      page: "01-a.html", chapter: "A",
      sections: [
        PageSection(level: 1, title: "A", anchor: "a", text: "Intro text."),
        PageSection(level: 2, title: "State lives", anchor: "state-lives", text: "state state body"),
      ])
    index.add(
      page: "02-b.html", chapter: "B", sections: [PageSection(level: 2, title: "Body", anchor: "body", text: "")])
    #expect(index.documents.map(\.page) == ["01-a.html", "01-a.html", "02-b.html"])
    #expect(index.documents[0].anchor == "")
    #expect(index.terms["state"] == [1, 3])
    #expect(index.terms["body"] == [1, 1, 2, 1])
    let script = index.script
    #expect(script.hasPrefix("window.folioSearchIndex = {"))
    let json = String(script.drop { $0 != "{" }.dropLast(2))
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((parsed?["docs"] as? [[String]])?.count == 3)
  }

  @Test func scriptTextCannotCloseItsElement() {
    #expect(
      SearchIndex.json("</script> & \"q\" \\ \n\u{2028}")
        == "\"\\u003c/script\\u003e \\u0026 \\\"q\\\" \\\\ \\n\\u2028\"")
  }

  @Test func scriptIsTheSameForTheSameSections() {
    func make() -> String {
      var index = SearchIndex()
      index.add(
        page: "p.html", chapter: "C", sections: [PageSection(level: 2, title: "T", anchor: "t", text: "z y x w v u")])
      return index.script
    }
    #expect(make() == make())
  }
}
