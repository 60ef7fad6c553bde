import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// Launches of FoodPin in another language or with a photo. `FoodPinUITestCase` wraps each as a
/// `launch` that the test's teardown closes; these stay for callers outside the base class.
extension FoodPinWindow {
    /// How far a row's swipe actions sit inside its list item's extents (the list's padding).
    static let rowInset = 14

    enum Language {
        case arabic, german, finnish

        var environment: [String: String] {
            switch self {
            case .arabic: ["LANGUAGE": "ar", "LC_ALL": "ar_EG.UTF-8"]
            case .german: ["LANGUAGE": "de", "LC_ALL": "de_DE.UTF-8"]
            // No catalogue: FoodPin's texts fall back to English (GTK's own are Finnish).
            case .finnish: ["LANGUAGE": "fi", "LC_ALL": "fi_FI.UTF-8"]
            }
        }
    }

    /// Launches the app in `language`, from the build tree's catalogues (`make translations`).
    static func speaking(
        _ language: Language, colorScheme: AppProcess.ColorScheme = .preferLight,
        file: StaticString = #filePath, line: UInt = #line,
        seed: (RestaurantStore) throws -> Void = { _ in }
    ) throws -> FoodPinWindow {
        var environment = language.environment
        environment["FOODPIN_LOCALEDIR"] = try catalogues(file: file).path
        return try FoodPinWindow(colorScheme: colorScheme, environment: environment, file: file, line: line, seed: seed)
    }

    /// The build tree's catalogues (`make translations`).
    static func catalogues(file: StaticString = #filePath) throws -> URL {
        let locale = Screenshot.packageRoot(from: "\(file)").appendingPathComponent(".build/locale")
        guard FileManager.default.fileExists(atPath: locale.appendingPathComponent("ar/LC_MESSAGES/foodpin.mo").path)
        else {
            throw UITestError.launch("no catalogues in \(locale.path): run `make translations`")
        }
        return locale
    }

    /// Launches the app with `name` given a photo (a small PNG in a directory of its own, removed
    /// with the app in the test's teardown) and, when `favorite`, marked a favourite.
    static func withPhoto(on name: String, favorite: Bool = false, test: XCTestCase) throws -> (
        FoodPinWindow, photo: URL
    ) {
        let (directory, photo, seed) = try photoSeed(on: name, favorite: favorite)
        let app = try FoodPinWindow(seed: seed)
        test.addTeardownBlock {
            app.close()
            try? FileManager.default.removeItem(at: directory)
        }
        return (app, photo)
    }

    /// A small PNG in a directory of its own, and a seed giving it to `name` (a favourite when
    /// `favorite`).
    static func photoSeed(on name: String, favorite: Bool) throws -> (
        directory: URL, photo: URL, seed: (RestaurantStore) throws -> Void
    ) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-photo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let photo = directory.appendingPathComponent("photo.png")
        try ShareTests.makePNG(at: photo)
        return (
            directory, photo,
            { store in
                var restaurant = try XCTUnwrap(try store.all().first { $0.name == name })
                restaurant.image = photo.path
                if favorite { restaurant.isFavorite = true }
                try store.update(restaurant)
            }
        )
    }
}

extension FoodPinUITestCase {
    /// Launches FoodPin in `language` (see `FoodPinWindow.speaking`), as `launch`.
    @discardableResult
    func launch(
        speaking language: FoodPinWindow.Language, colorScheme: AppProcess.ColorScheme = .preferLight,
        file: StaticString = #filePath, line: UInt = #line,
        seed: (RestaurantStore) throws -> Void = { _ in }
    ) throws -> FoodPinWindow {
        var environment = language.environment
        environment["FOODPIN_LOCALEDIR"] = try FoodPinWindow.catalogues(file: file).path
        return try launch(colorScheme: colorScheme, environment: environment, file: file, line: line, seed: seed)
    }

    /// Launches FoodPin with `name` given a photo and, when `favorite`, marked a favourite (see
    /// `FoodPinWindow.withPhoto`); returns the photo.
    @discardableResult
    func launchWithPhoto(on name: String, favorite: Bool = false) throws -> URL {
        let (directory, photo, seed) = try FoodPinWindow.photoSeed(on: name, favorite: favorite)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        try launch(seed: seed)
        return photo
    }
}
