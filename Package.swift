// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Folio: a literate SwiftUI book whose every example runs on ViewGraph,
/// a headless reimplementation of SwiftUI's update semantics.
let package = Package(
  name: "Folio",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "folio", targets: ["folio"]),
    // Dynamic so that compiled scenarios link against one shared copy of the engine
    // (`import SwiftUI` / `import Combine` are module aliases of these two targets).
    .library(name: "ViewGraph", type: .dynamic, targets: ["ViewGraph", "CombineSurface"]),
    // `folio serve`'s HTTP server, a process of its own that folio starts: the only one
    // that opens a socket, and the only one that links FlyingFox, whose proxy handler
    // brings FoundationNetworking and libcurl's thirty-odd libraries, which every start
    // of folio would otherwise load (about 10 ms of each).
    .executable(name: "folio-site-server", targets: ["FolioSiteServerCommand"]),
    // The engine's benchmark, run by `make bench`.
    .executable(name: "viewgraph-bench", targets: ["ViewGraphBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    // The real Swift parser, so the site highlights chapter code at build time.
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    // SHA-256 for the build cache's keys and entries: a maintained implementation
    // (BoringSSL's, with the CPU's SHA instructions) rather than one of our own.
    .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
    // A book's folio.toml: a maintained TOML parser (toml++ underneath, TOML 1.0 with
    // its edge cases and error positions) rather than one of our own.
    .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    // `folio serve`'s HTTP server: a maintained one rather than a socket loop of our own,
    // and a light one (async sockets over the system's poll, no SwiftNIO) so that a fresh
    // build, which CI does on every run, stays short.
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CCmark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"])]
    ),
    .target(name: "ScenarioWire"),
    // Virtual time for the whole scenario process (clock_gettime), see its header.
    .target(name: "CVirtualClock"),
    // The engine's own macros (`#Preview`, `@Entry`): a compiler plugin built with the
    // engine, which folio passes to every scenario compile (`-load-plugin-executable`).
    .macro(
      name: "ViewGraphMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ViewGraph",
      dependencies: ["ScenarioWire", "OpenCombine", "CVirtualClock", "ViewGraphMacros"],
      // The engine's README (its rules and their evidence) is documentation, not a resource.
      exclude: ["README.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
      name: "CombineSurface",
      dependencies: ["ViewGraph"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The book and its checks: Markdown, the book model, extraction, comparison,
    // updating, diagnostics. Reads files; starts no process and writes nothing.
    .target(
      name: "FolioCore",
      dependencies: ["CCmark", "ScenarioWire", .product(name: "TOMLKit", package: "TOMLKit")]
    ),
    // Compiling and running scenarios: the engine, swiftc, the cache, child processes
    // and the sandbox they run in. Every side effect of a check lives here.
    .target(
      name: "FolioToolchain",
      dependencies: [
        "FolioCore", "ScenarioWire",
        .product(name: "Crypto", package: "swift-crypto"),
        // The real Swift parser makes a scenario's declarations file-private for batches.
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // The checked book drawn as static HTML; pure, and it sees only the core.
    .target(
      name: "FolioSite",
      dependencies: [
        "FolioCore", "ScenarioWire",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      // The site's CSS and JavaScript, compiled into the binary as byte arrays
      // (`PackageResources`): no resource bundle to find at run time.
      resources: [.embedInCode("Assets")]
    ),
    // The stages wired together for the command line, and the folders it writes.
    .target(
      name: "FolioPipeline",
      dependencies: ["FolioCore", "FolioToolchain", "FolioSite"]
    ),
    // `folio serve`: the book rebuilt when it changes, and the site server process told
    // after each build. Opens no socket.
    .target(
      name: "FolioServe",
      dependencies: ["FolioCore"]
    ),
    // The site server: the built site on 127.0.0.1, and the open page reloaded after each
    // build `folio serve` reports. The only target that opens a socket.
    .target(
      name: "FolioSiteServer",
      dependencies: [
        "FolioServe", "FolioCore", "FolioSite",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]
    ),
    .executableTarget(
      name: "FolioSiteServerCommand",
      dependencies: ["FolioSiteServer"]
    ),
    .executableTarget(
      name: "folio",
      dependencies: [
        "FolioPipeline", "FolioCore", "FolioSite", "FolioToolchain", "FolioServe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "ViewGraphBench",
      dependencies: ["ViewGraph"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "ViewGraphTests",
      dependencies: ["ViewGraph", "CombineSurface"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The fuzz harness's invariants, replayed over the committed corpus without
    // libFuzzer (`make fuzz` builds the same files into FolioCore under libFuzzer).
    .testTarget(
      name: "FolioFuzzTests",
      dependencies: ["FolioCore"],
      path: "Tests/Fuzz",
      exclude: ["corpus", "README.md", "FuzzEntry.swift"]
    ),
    .testTarget(
      name: "FolioTests",
      dependencies: [
        "FolioCore", "FolioToolchain", "FolioSite", "FolioPipeline", "FolioServe", "FolioSiteServer", "folio",
        "FolioSiteServerCommand",
        // Raw requests (a `..` no client would send) for the server's refusals.
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      resources: [.copy("Fixtures")]
    ),
  ]
)
