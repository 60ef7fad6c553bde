// The "sync" suite's address-book cases (issue 27): FoodPin's restaurants over CardDAV against the same
// local Radicale as To-Do's cases, beside vdirsyncer 0.21 syncing the same address book with a folder
// of .vcf files. For each size (1,000 and 10,000; FOODPIN_BENCH_SIZES narrows):
//   card-initial-upload     n restaurants (no photos), first sync with an empty address book (seconds)
//   card-initial-download   an empty list, first sync with an address book of n              (seconds)
//   card-second-sync        the sync after it, nothing changed: asks for the sync token the first
//                           sync left for later (Radicale's history of n cards)      (seconds, requests)
//   card-incremental        one restaurant renamed among n, then a sync            (seconds, requests)
//   card-nochange           a sync with nothing changed on either side             (seconds, requests)
// and at 100 restaurants, each with a photo:
//   card-photos-upload      FoodPin: each photo (a 1,600 × 1,200 picture) made into a card JPEG of at most
//                           512 px and 100 kB, then PUT; vdirsyncer: the same cards, already made
//   card-photos-download    FoodPin: each card's photo checked by the bounded reader and written into
//                           the photo folder; vdirsyncer: the cards written as files
//   card-photos-make        FoodPin only: the upload's 100 card JPEGs made alone, no network
// As for calendars, Radicale checks each new UID against the whole collection, so above 1,000
// (FOODPIN_BENCH_SYNC_UPLOAD_MAX) card-initial-upload is skipped with that reason for both clients and
// the address book is filled by writing its files into Radicale's storage folder. `impl: foodpin` is the
// engine in this process (what the window runs on its sync thread) with GtkKit's photo codec, as the
// app hands it; requests are counted by the engine for FoodPin and from Radicale's log for vdirsyncer.
// Goals: incremental and nochange independent of n (nochange: 1 request); at least as fast as
// vdirsyncer everywhere but the photo upload, where FoodPin also makes the JPEGs.
import FoodPinModel
import Foundation
import GtkKit
import Sync
import SyncTestSupport

enum RestaurantSyncRun {
    typealias Figure = SyncRun.Figure
    typealias Field = RestaurantRecords.Field

    /// Every address-book case for `impl` (`foodpin` or `vdirsyncer`), one size after another.
    static func run(_ server: DAVServer, sizes: [Int], impl: String, uploadMaximum: Int, _ reporter: inout Reporter) {
        func record(_ figures: [Figure], n: Int) {
            for figure in figures {
                if let seconds = figure.seconds {
                    reporter.record("sync", impl: impl, case: figure.name, n: n, seconds: seconds)
                }
                if let requests = figure.requests {
                    reporter.record("sync", impl: impl, case: figure.name, n: n, requests: requests)
                }
            }
        }
        guard impl == "foodpin" || impl == "vdirsyncer" else { return }
        for n in sizes {
            if n > uploadMaximum {
                reporter.skipped(
                    "sync", impl: impl, case: "card-initial-upload", n: n,
                    reason: "Radicale checks each new UID against the whole address book: \(n) PUTs take it hours")
            }
            do {
                let upload = n <= uploadMaximum
                record(
                    impl == "foodpin"
                        ? try foodpin(server, n: n, upload: upload) : try vdirsyncer(server, n: n, upload: upload), n: n
                )
            } catch {
                reporter.skipped("sync", impl: impl, case: "card-initial-download", n: n, reason: "\(error)")
            }
        }
        do {
            record(impl == "foodpin" ? try foodpinPhotos(server, n: 100) : try vdirsyncerPhotos(server, n: 100), n: 100)
        } catch {
            reporter.skipped("sync", impl: impl, case: "card-photos-upload", n: 100, reason: "\(error)")
        }
    }

    // MARK: - FoodPin

    /// GtkKit's bounded reader and JPEG encoder, as FoodPin hands them to sync.
    struct Photos: CardPhotoCodec {
        func cardJPEG(fromFile path: String, maximumSide: Int, maximumBytes: Int) -> Data? {
            try? ImageFile.jpegData(path, maximumSide: maximumSide, maximumBytes: maximumBytes).get()
        }

        func decodes(_ path: String) -> Bool {
            if case .success = ImageFile.decode(path, size: .fitting(64)) { true } else { false }
        }
    }

    /// A database (and photo folder) in a directory of its own, signed in to `addressBook`.
    final class Device {
        let directory: URL
        let store: RestaurantStore
        let synchronizer: Synchronizer
        let mapping: RestaurantMapping

        init(_ server: DAVServer, addressBook: String) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("card-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("foodpin.sqlite3").path
            store = try RestaurantStore(path: path, seedingSamples: false)
            let ledger = try SyncLedger(path: path)
            let secrets = MemorySecretStore()
            mapping = RestaurantMapping(
                photos: Photos(), environment: ["XDG_DATA_HOME": directory.path + "/data", "HOME": directory.path])
            var configuration = SyncConfiguration()
            // An address book of 10,000 seeded on disk takes Radicale minutes to read the first time.
            configuration.timeout = 900
            _ = try AccountSetup.signIn(
                server: server.url, user: server.user, password: server.password, mapping: mapping, name: addressBook,
                ledger: ledger, secrets: secrets, configuration: configuration)
            synchronizer = Synchronizer(
                ledger: ledger, mapping: mapping, secrets: secrets, configuration: configuration)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        var addressBookPath: String {
            get throws {
                let path = directory.appendingPathComponent("foodpin.sqlite3").path
                return try SyncLedger(path: path).collection("restaurant")?.url ?? "/"
            }
        }
    }

    /// n restaurants as FoodPin writes them, for files or a seeded address book.
    static func cards(_ n: Int) -> [(name: String, text: String)] {
        let mapping = RestaurantMapping()
        let types = ["Cafe", "Bakery", "Spanish", "Thai", "French", "Tea House"]
        return (1...n).map { index in
            let uid = UUID().uuidString.lowercased()
            var fields: SyncFields = [
                Field.name: "Restaurant \(index)", Field.type: types[index % types.count],
                Field.location: "\(index) Queen's Road, Hong Kong", Field.phone: "+852 2555 \(1000 + index % 9000)",
                Field.order: String(index),
            ]
            if index % 10 == 0 { fields[Field.favorite] = "1" }
            return ("\(uid).vcf", mapping.encode(fields, uid: uid, into: nil, now: Date()).text)
        }
    }

    static func foodpin(_ server: DAVServer, n: Int, upload: Bool) throws -> [Figure] {
        let addressBook = "bench-foodpin-\(n)-\(UUID().uuidString.prefix(6))"
        var figures: [Figure] = []
        let first = try Device(server, addressBook: addressBook)
        if upload {
            try first.store.addSynthetic(count: n)
            var report = SyncReport()
            let seconds = try SyncRun.time { report = try first.synchronizer.sync() }
            figures.append(Figure(name: "card-initial-upload", seconds: seconds, requests: report.requests))
        } else {
            try server.seed(calendar: try first.addressBookPath, resources: cards(n))
        }

        let other = try Device(server, addressBook: addressBook)
        var download = SyncReport()
        let downloadSeconds = try SyncRun.time { download = try other.synchronizer.sync() }
        figures.append(Figure(name: "card-initial-download", seconds: downloadSeconds, requests: download.requests))
        guard try other.store.count() == n else {
            throw SyncTestError("the download brought \(try other.store.count()) of \(n)")
        }

        var second = SyncReport()
        let secondSeconds = try SyncRun.time { second = try other.synchronizer.sync() }
        figures.append(Figure(name: "card-second-sync", seconds: secondSeconds, requests: second.requests))

        var renamed = try other.store.all()[n / 2]
        renamed.name = "Renamed once"
        try other.store.update(renamed)
        var incremental = SyncReport()
        let incrementalSeconds = try SyncRun.time { incremental = try other.synchronizer.sync() }
        guard incremental.sent.changed == 1 else { throw SyncTestError("the rename was not sent: \(incremental)") }
        var nochange = SyncReport()
        let nochangeSeconds = try SyncRun.time { nochange = try other.synchronizer.sync() }
        return figures + [
            Figure(name: "card-incremental", seconds: incrementalSeconds, requests: incremental.requests),
            Figure(name: "card-nochange", seconds: nochangeSeconds, requests: nochange.requests),
        ]
    }

    /// Ten different 1,600 × 1,200 pictures (gradients with grain, so that a JPEG of them is not
    /// trivially small), as binary PPM files gdk-pixbuf reads.
    static func pictures(in directory: URL) throws -> [String] {
        try (0..<10).map { picture in
            let width = 1_600, height = 1_200
            var bytes = Data("P6\n\(width) \(height)\n255\n".utf8)
            var generator = SystemRandomNumberGenerator()
            var pixels = [UInt8](repeating: 0, count: width * height * 3)
            for y in 0..<height {
                for x in 0..<width {
                    let grain = Int(generator.next() % 24)
                    let offset = (y * width + x) * 3
                    pixels[offset] = UInt8((x * 255 / width + picture * 25 + grain) % 256)
                    pixels[offset + 1] = UInt8((y * 255 / height + grain) % 256)
                    pixels[offset + 2] = UInt8(((x + y) * 127 / (width + height) + picture * 10 + grain) % 256)
                }
            }
            bytes.append(contentsOf: pixels)
            let path = directory.appendingPathComponent("picture-\(picture).ppm").path
            try bytes.write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    static func foodpinPhotos(_ server: DAVServer, n: Int) throws -> [Figure] {
        let addressBook = "bench-foodpin-photos-\(UUID().uuidString.prefix(6))"
        let first = try Device(server, addressBook: addressBook)
        let pictures = try pictures(in: first.directory)
        for index in 0..<n {
            try first.store.add(
                name: "Restaurant \(index + 1)", type: "Cafe", location: "Hong Kong",
                image: pictures[index % pictures.count])
        }
        // What the upload spends on the photos alone: the 100 card JPEGs made, no network.
        let codec = Photos()
        let makeSeconds = SyncRun.time {
            for index in 0..<n {
                _ = codec.cardJPEG(
                    fromFile: pictures[index % pictures.count], maximumSide: CardPhoto.maximumSide,
                    maximumBytes: CardPhoto.maximumBytes)
            }
        }
        var upload = SyncReport()
        let uploadSeconds = try SyncRun.time { upload = try first.synchronizer.sync() }
        let other = try Device(server, addressBook: addressBook)
        var download = SyncReport()
        let downloadSeconds = try SyncRun.time { download = try other.synchronizer.sync() }
        let withPhotos = try other.store.all().filter { $0.image != nil }.count
        guard withPhotos == n else { throw SyncTestError("\(withPhotos) of \(n) photos came down") }
        return [
            Figure(name: "card-photos-make", seconds: makeSeconds),
            Figure(name: "card-photos-upload", seconds: uploadSeconds, requests: upload.requests),
            Figure(name: "card-photos-download", seconds: downloadSeconds, requests: download.requests),
        ]
    }

    // MARK: - vdirsyncer

    /// An address book made (empty) by a sign-in, not timed, and its full URL.
    static func emptyAddressBook(_ server: DAVServer, _ name: String) throws -> (Device, String) {
        let device = try Device(server, addressBook: name)
        return (device, String(server.url.dropLast()) + (try device.addressBookPath))
    }

    static func vdirsyncer(_ server: DAVServer, n: Int, upload: Bool) throws -> [Figure] {
        let (device, url) = try emptyAddressBook(server, "bench-vdirsyncer-\(n)-\(UUID().uuidString.prefix(6))")
        var figures: [Figure] = []
        if upload {
            let uploader = try Vdirsyncer(
                calendar: url, user: server.user, password: server.password, addressBook: true)
            try write(cards(n), into: uploader.folder)
            let before = server.requestCount()
            let seconds = try SyncRun.time { try uploader.sync(timeout: SyncRun.uploadTimeLimit(n)) }
            figures.append(
                Figure(name: "card-initial-upload", seconds: seconds, requests: server.requestCount() - before))
        } else {
            try server.seed(calendar: try device.addressBookPath, resources: cards(n))
        }

        let downloader = try Vdirsyncer(calendar: url, user: server.user, password: server.password, addressBook: true)
        var before = server.requestCount()
        let downloadSeconds = try SyncRun.time { try downloader.sync() }
        figures.append(
            Figure(name: "card-initial-download", seconds: downloadSeconds, requests: server.requestCount() - before))
        guard try downloader.files().count == n else { throw SyncTestError("vdirsyncer downloaded too few") }

        let file = try downloader.files()[n / 2]
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\nFN:", with: "\nFN:Renamed ").write(
            to: file, atomically: true, encoding: .utf8)
        before = server.requestCount()
        let incremental = try SyncRun.time { try downloader.sync() }
        let incrementalRequests = server.requestCount() - before
        before = server.requestCount()
        let nochange = try SyncRun.time { try downloader.sync() }
        return figures + [
            Figure(name: "card-incremental", seconds: incremental, requests: incrementalRequests),
            Figure(name: "card-nochange", seconds: nochange, requests: server.requestCount() - before),
        ]
    }

    static func vdirsyncerPhotos(_ server: DAVServer, n: Int) throws -> [Figure] {
        let (device, url) = try emptyAddressBook(server, "bench-vdirsyncer-photos-\(UUID().uuidString.prefix(6))")
        // The cards FoodPin makes (made here, not timed): vdirsyncer only moves files.
        let pictures = try pictures(in: device.directory)
        let cards = try (0..<n).map { index in
            let uid = UUID().uuidString.lowercased()
            let fields: SyncFields = [
                Field.name: "Restaurant \(index + 1)", Field.type: "Cafe", Field.location: "Hong Kong",
                Field.photo: RestaurantRecords.localPhotoPrefix + pictures[index % pictures.count],
            ]
            let text = device.mapping.encode(fields, uid: uid, into: nil, now: Date()).text
            guard text.contains("PHOTO") else { throw SyncTestError("no photo on the card") }
            return (name: "\(uid).vcf", text: text)
        }
        let uploader = try Vdirsyncer(calendar: url, user: server.user, password: server.password, addressBook: true)
        try write(cards, into: uploader.folder)
        var before = server.requestCount()
        let uploadSeconds = try SyncRun.time { try uploader.sync() }
        let uploadRequests = server.requestCount() - before
        let downloader = try Vdirsyncer(calendar: url, user: server.user, password: server.password, addressBook: true)
        before = server.requestCount()
        let downloadSeconds = try SyncRun.time { try downloader.sync() }
        guard try downloader.files().count == n else { throw SyncTestError("vdirsyncer downloaded too few") }
        return [
            Figure(name: "card-photos-upload", seconds: uploadSeconds, requests: uploadRequests),
            Figure(name: "card-photos-download", seconds: downloadSeconds, requests: server.requestCount() - before),
        ]
    }

    static func write(_ resources: [(name: String, text: String)], into folder: URL) throws {
        for resource in resources {
            try resource.text.write(
                to: folder.appendingPathComponent(resource.name), atomically: false, encoding: .utf8)
        }
    }
}
