// SwiftUI re-exports Foundation, Observation and Combine's observable-object surface;
// so does the engine (`@Observable` needs nothing but `import SwiftUI`).
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
