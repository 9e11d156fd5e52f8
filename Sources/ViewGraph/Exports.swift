// SwiftUI re-exports Foundation and Combine's observable-object surface; so does the engine.
@_exported import Foundation
@_exported import OpenCombine
