import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A stored frontend plan runs only if every argument is one swiftc's driver plans for a
/// scenario module: no plugin but the engine's own, no option passed on to clang or LLVM,
/// no path outside the toolchain, the engine and the module cache.
@Suite struct FrontendPlanPolicyTests {
  let engine = EngineLocation(swiftc: "/opt/toolchain/usr/bin/swiftc", directory: "/checkout/.build/debug")
  var policy: FrontendPlanPolicy {
    FrontendPlanPolicy(
      engine: engine, moduleCache: "/checkout/.build/folio-module-cache", workingDirectory: "/checkout",
      input: FrontendCommand.input, output: FrontendCommand.output)
  }

  /// What swiftc 6.3's driver plans for a scenario module.
  var plan: [String] {
    [
      "-frontend", "-c", FrontendCommand.input, "-target", "x86_64-unknown-linux-gnu", "-disable-objc-interop", "-I",
      "/checkout/.build/debug/Modules", "-no-color-diagnostics", "-Xcc", "-fno-color-diagnostics", "-g",
      "-debug-info-format=dwarf", "-dwarf-version=4", "-module-cache-path", "/checkout/.build/folio-module-cache",
      "-swift-version", "5", "-enable-upcoming-feature", "MemberImportVisibility", "-module-alias", "SwiftUI=ViewGraph",
      "-module-alias", "Combine=CombineSurface", "-empty-abi-descriptor", "-enable-anonymous-context-mangled-names",
      "-file-compilation-dir", "/checkout", "-Xcc",
      "-fmodule-map-file=/checkout/.build/debug/COpenCombineHelpers.build/module.modulemap",
      "-no-auto-bridging-header-chaining", "-module-name", "main", "-in-process-plugin-server-path",
      "/opt/toolchain/usr/lib/swift/host/libSwiftInProcPluginServer.so", "-plugin-path",
      "/opt/toolchain/usr/lib/swift/host/plugins", "-load-plugin-executable",
      "/checkout/.build/debug/ViewGraphMacros-tool#ViewGraphMacros", "-parse-as-library", "-o",
      FrontendCommand.output,
    ]
  }

  @Test func theDriversOwnPlanIsAllowed() {
    #expect(policy.allows(plan))
  }

  @Test(arguments: [
    ["-load-plugin-executable", "/tmp/evil#Evil"],
    ["-load-plugin-executable", "/checkout/.build/debug/ViewGraphMacros-tool#Evil"],
    ["-load-plugin-executable", "/checkout/.build/debug/folio#ViewGraphMacros"],
    ["-load-plugin-executable", "/checkout/.build/debug/../../tmp/ViewGraphMacros-tool#ViewGraphMacros"],
    ["-load-plugin-library", "/tmp/libevil.so"],
    ["-plugin-path", "/tmp/plugins"],
    ["-plugin-path", "/opt/toolchain/usr/lib/../../../tmp"],
    ["-external-plugin-path", "/tmp/plugins#/tmp/server"],
    ["-Xllvm", "-load=/tmp/libevil.so"],
    ["-Xcc", "-fplugin=/tmp/libevil.so"],
    ["-Xcc", "-fmodule-map-file=/tmp/evil.modulemap"],
    ["-I", "/tmp/evil"],
    ["-I", "/checkout/.build/debug/../../chapters"],
    ["-resource-dir", "/tmp/evil"],
    ["-serialize-diagnostics-path", "chapters/01.md"],
    ["-emit-module-path", "/checkout/chapters/01.md"],
    ["-module-cache-path", "/tmp/other"],
    ["-file-compilation-dir", "/checkout/chapters"],
    ["-module-name", "../evil"],
    ["/tmp/extra-input.swift"],
    ["-o", "/checkout/chapters/01.md"],
  ])
  func aPlanWithAnythingElseIsRefused(_ extra: [String]) {
    #expect(!policy.allows(plan + extra), "allowed: \(extra)")
  }

  @Test func aPlanMustNameEachPlaceholderOnceAndStartAsAFrontendJob() {
    #expect(!policy.allows(Array(plan.dropFirst())))
    #expect(!policy.allows(plan + [FrontendCommand.input]))
    #expect(!policy.allows(plan.filter { $0 != FrontendCommand.output && $0 != "-o" }))
    #expect(!policy.allows(plan + ["-o"]))
  }
}
