// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "ViewModelKit",
  platforms: [
    .iOS(.v15),
    .macOS(.v12),
    .tvOS(.v15),
    .watchOS(.v8),
  ],
  // What a package that depends on this one can use. The example screens,
  // `Example` and `vmk-bench` are targets only: `swift run Example` and
  // `swift run -c release vmk-bench` work from this repository.
  products: [
    .library(name: "ViewModelKit", targets: ["ViewModelKit"]),
    .library(name: "ViewModelKitOperators", targets: ["ViewModelKitOperators"]),
    .library(name: "ViewModelSnapshotTesting", targets: ["ViewModelSnapshotTesting"]),
    .library(name: "ViewModelAccessibility", targets: ["ViewModelAccessibility"]),
    .library(name: "ViewModelHTML", targets: ["ViewModelHTML"]),
    .library(name: "ViewModelDriving", targets: ["ViewModelDriving"]),
    .executable(name: "vmk", targets: ["vmk"]),
  ],
  dependencies: [],
  targets: [
    // The notation a reader meets everywhere: which characters are escaped
    // and how they are spelled, and field paths. Standard library only.
    .target(name: "ViewModelNotation"),

    // The library that app code imports.
    .target(name: "ViewModelKit", dependencies: ["ViewModelNotation"]),

    // The binding operators (>>>), opted into with their own import, so that
    // importing ViewModelKit declares no operator.
    .target(name: "ViewModelKitOperators", dependencies: ["ViewModelKit"]),

    // The snapshot file format, with no test framework: names and folders,
    // the byte contract, run manifests, the mismatch report. The assertions
    // and `vmk` both build on it.
    .target(name: "ViewModelSnapshotFormat", dependencies: ["ViewModelNotation"]),

    // What a screen reader meets in a view model, and the audit of it, read
    // from Swift values or from JSON snapshots; kept out of the library that
    // every app ships.
    .target(
      name: "ViewModelAccessibility",
      dependencies: ["ViewModelKit", "ViewModelNotation", "ViewModelSnapshotFormat"]),

    // HTMLRenderer and the HTML drawing that `vmk gallery` shares, kept out
    // of the library that every app ships.
    .target(
      name: "ViewModelHTML",
      dependencies: [
        "ViewModelKit", "ViewModelAccessibility", "ViewModelNotation", "ViewModelSnapshotFormat",
      ]),

    // Snapshot assertions for Swift Testing and XCTest, imported by test
    // targets; they bring the accessibility audit with them.
    .target(
      name: "ViewModelSnapshotTesting",
      dependencies: ["ViewModelKit", "ViewModelAccessibility", "ViewModelSnapshotFormat"]),

    // A test's driver of a screen by its action ids, and the timeline of
    // what the screen published; opted into with its own import, so that the
    // assertions every test target compiles do not grow with it.
    .target(
      name: "ViewModelDriving",
      dependencies: [
        "ViewModelKit", "ViewModelAccessibility", "ViewModelSnapshotFormat",
        "ViewModelSnapshotTesting",
      ]),

    // The logic of the `vmk` review tool, and its thin executable.
    .target(
      name: "VMKCommandLine",
      dependencies: [
        "ViewModelKit", "ViewModelAccessibility", "ViewModelHTML", "ViewModelSnapshotFormat",
        "ViewModelNotation",
      ]),
    .executableTarget(name: "vmk", dependencies: ["VMKCommandLine"]),

    // Example screens, one per binding style, and the program that prints them.
    // They live under Examples/, apart from the products; Example links no
    // test framework, as an app would not.
    .target(
      name: "ExampleScreens", dependencies: ["ViewModelKit"], path: "Examples/ExampleScreens"),
    .executableTarget(
      name: "Example", dependencies: ["ExampleScreens", "ViewModelKit", "ViewModelAccessibility"],
      path: "Examples/Example"),

    // The benchmark: swift run -c release vmk-bench
    .executableTarget(
      name: "vmk-bench",
      dependencies: [
        "ViewModelKit", "ViewModelAccessibility", "ViewModelSnapshotFormat",
        "ViewModelSnapshotTesting", "VMKCommandLine", "ViewModelDriving", "ExampleScreens",
      ],
      path: "Benchmarks", exclude: ["clean-build.sh", "assertion-cost.sh"]),

    // Tests mirror Sources/ and Examples/ folder by folder; TestSupport holds
    // their shared helpers.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // A process that records references, for the test that kills it mid-write.
    .executableTarget(
      name: "SnapshotWriterProbe", dependencies: ["ViewModelSnapshotTesting", "TestSupport"],
      path: "Tests/SnapshotWriterProbe"),
    // A library with its own `>>>`, as reactive libraries declare, for the
    // test that ViewModelKit declares no operator.
    .target(name: "OperatorDeclaringLibrary", path: "Tests/OperatorDeclaringLibrary"),
    .testTarget(name: "ViewModelNotationTests", dependencies: ["ViewModelNotation"]),
    .testTarget(
      name: "ViewModelKitTests",
      dependencies: [
        "ViewModelKit", "ViewModelSnapshotTesting", "TestSupport", "OperatorDeclaringLibrary",
      ],
      exclude: ["Rendering/Robustness/check_json_renderings.py"]),
    .testTarget(name: "ViewModelKitOperatorsTests", dependencies: ["ViewModelKitOperators"]),
    .testTarget(
      name: "ViewModelAccessibilityTests",
      dependencies: [
        "ViewModelAccessibility", "ViewModelKit", "ViewModelNotation", "ViewModelSnapshotFormat",
        "ViewModelSnapshotTesting", "TestSupport",
      ]),
    .testTarget(
      name: "ViewModelHTMLTests",
      dependencies: [
        "ViewModelHTML", "ViewModelAccessibility", "ViewModelKit", "ViewModelNotation",
        "ViewModelSnapshotFormat", "TestSupport",
      ],
      exclude: ["Internal/check_html.py"]),
    // Renders the robustness suite's trees in a process of its own, so that
    // ViewModelKitTests can compare renderings across processes.
    .executableTarget(
      name: "RobustnessProbe", dependencies: ["ViewModelKit", "TestSupport"],
      path: "Tests/RobustnessProbe"),
    .testTarget(
      name: "ViewModelSnapshotFormatTests",
      dependencies: ["ViewModelSnapshotFormat", "TestSupport"]),
    .testTarget(
      name: "ViewModelSnapshotTestingTests",
      dependencies: [
        "ViewModelSnapshotTesting", "ViewModelSnapshotFormat", "ViewModelKit", "TestSupport",
      ]),
    .testTarget(
      name: "VMKCommandLineTests",
      dependencies: [
        "VMKCommandLine", "ViewModelAccessibility", "ViewModelHTML", "ViewModelSnapshotFormat",
        "ViewModelNotation",
        "TestSupport", "vmk",
      ],
      exclude: ["Gallery/check_gallery_page.py", "Report/check_markdown_report.py"]),
    .testTarget(
      name: "ViewModelDrivingTests",
      dependencies: [
        "ViewModelDriving", "ViewModelKit", "ViewModelAccessibility", "ViewModelSnapshotFormat",
        "ViewModelSnapshotTesting", "TestSupport",
      ]),
    .testTarget(
      name: "ExampleScreensTests",
      dependencies: [
        "ExampleScreens", "ViewModelKit", "ViewModelSnapshotTesting", "ViewModelDriving",
        "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
