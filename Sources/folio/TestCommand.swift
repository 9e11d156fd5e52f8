import ArgumentParser
import FolioCore
import FolioPipeline
import FolioToolchain

/// `folio test [PATH…]`: runs every check and reports; exits 0 only if all agree.
struct TestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test", abstract: "Compile and run every scenario and compare each transcript.")

  @Argument(help: "Chapter files or folders of chapters.")
  var paths: [String] = ["chapters"]

  @OptionGroup var options: CheckOptions

  func run() async throws {
    Interruption.install()
    let check = BookCheck(options: options.checkOptions(paths: paths))
    let result = await check.run()
    try ReportPrinter.print(result, in: options.style)
    if !result.report.succeeded { throw ExitCode.failure }
  }
}
