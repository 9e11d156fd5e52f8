import ArgumentParser
import FolioCore
import FolioPipeline
import FolioToolchain

/// `folio test [PATH…]`: runs every check and reports; exits 0 only if all agree.
struct TestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test", abstract: "Compile and run every scenario and compare each transcript.")

  @Argument(help: "Chapter files or folders of chapters (default: the book's, from folio.toml, else chapters).")
  var paths: [String] = []

  @OptionGroup var updating: UpdateOption

  @OptionGroup var options: CheckOptions

  @OptionGroup var results: ResultsOptions

  @Option(
    help: ArgumentHelp(
      "Check only part I of N of the book, a scenario with all its transcripts together (then: folio merge).",
      valueName: "I/N"))
  var shard: String?

  /// The shard asked for, once ``validate()`` has read it.
  var parsedShard: Shard? {
    shard.flatMap { try? Shard.parse($0).get() }
  }

  /// Refuses a bad `--shard` and a results file that is not folio's to write, before any work.
  func validate() throws {
    if let shard, case .failure(let error) = Shard.parse(shard) { throw ValidationError(error.message) }
    let paths = BookLocation.find().chapters(given: self.paths)
    try options.checkScratchFolders(chapters: paths)
    try results.check(chapters: paths)
  }

  func run() async throws {
    Interruption.install()
    let book = BookLocation.find()
    try book.stopOnErrors(style: options.style)
    var checkOptions = options.checkOptions(paths: book.chapters(given: paths), update: updating.update)
    checkOptions.config = book.file
    checkOptions.shard = parsedShard
    let result = await BookCheck(options: checkOptions).run()
    let status = ResultsPublisher.publish(
      result.results, files: results.files, updatedPaths: result.updatedPaths, style: options.style,
      denyWarnings: options.denyWarnings)
    if status != .agreed { throw ExitCode(status) }
  }
}
