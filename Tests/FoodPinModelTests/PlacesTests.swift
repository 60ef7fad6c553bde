import Foundation
import Testing

@testable import FoodPinModel

@Suite("Coordinates: values, storage, the samples' places and the map's queries")
struct PlacesTests {
    let directory = TemporaryDirectory()

    // MARK: - The value

    @Test func parsingReadsLatitudeCommaLongitude() throws {
        #expect(try Coordinate.parse("22.2847,114.1480") == Coordinate(latitude: 22.2847, longitude: 114.148))
        #expect(try Coordinate.parse(" -33.8689 , 151.2070 ") == Coordinate(latitude: -33.8689, longitude: 151.207))
        #expect(try Coordinate.parse("+90,-180") == Coordinate(latitude: 90, longitude: -180))
        #expect(try Coordinate.parse("0,0").description == "0,0")
        #expect(try Coordinate.parse("-0.0,0").description == "0,0")
        #expect(Coordinate(latitude: 51.51399, longitude: -0.13169)!.description == "51.51399,-0.13169")
        #expect(Coordinate(latitude: 51.51399, longitude: -0.13169)!.geoURI == "geo:51.51399,-0.13169")
        let pi = try Coordinate.parse("3.14159265358979,2.71828182845904")
        #expect(try Coordinate.parse(pi.description) == Coordinate(latitude: 3.141593, longitude: 2.718282))
    }

    @Test(arguments: [
        "", ",", "22.3", "22.3,", ",114", "22.3,114,5", "a,b", "nan,0", "0,nan", "inf,0", "0x10,0", "1e1,0",
        "22.3;114", "٢٢,١١٤", "1 2,3", "--1,0", String(repeating: "1", count: 40) + ",0",
    ])
    func textThatIsNotTwoNumbersIsRefused(_ text: String) {
        #expect(throws: CoordinateError.notTwoNumbers(text)) { try Coordinate.parse(text) }
    }

    @Test func outOfRangeNumbersNameTheirSide() {
        #expect(throws: CoordinateError.latitudeOutOfRange("90.0001")) { try Coordinate.parse("90.0001,0") }
        #expect(throws: CoordinateError.latitudeOutOfRange("-91")) { try Coordinate.parse("-91, 0") }
        #expect(throws: CoordinateError.longitudeOutOfRange("180.5")) { try Coordinate.parse("0,180.5") }
        #expect(CoordinateError.longitudeOutOfRange("200").description.contains("200"))
        #expect(CoordinateError.notTwoNumbers("x").description.contains("“x”"))
        #expect(Coordinate(latitude: .nan, longitude: 0) == nil)
        #expect(Coordinate(latitude: 0, longitude: .infinity) == nil)
        #expect(Coordinate(latitude: -90, longitude: 180) != nil)
    }

    @Test func boxesContainTheirEdgesAndCrossTheAntimeridian() {
        let london = CoordinateBox(south: 51.4, west: -0.3, north: 51.6, east: 0.1)
        #expect(london.contains(Coordinate(latitude: 51.5, longitude: -0.12)!))
        #expect(london.contains(Coordinate(latitude: 51.4, longitude: 0.1)!))
        #expect(!london.contains(Coordinate(latitude: 51.7, longitude: 0)!))
        let fiji = CoordinateBox(south: -20, west: 175, north: -15, east: -178)
        #expect(fiji.crossesAntimeridian)
        #expect(fiji.contains(Coordinate(latitude: -17, longitude: 179)!))
        #expect(fiji.contains(Coordinate(latitude: -17, longitude: -179)!))
        #expect(!fiji.contains(Coordinate(latitude: -17, longitude: 170)!))
        #expect(CoordinateBox(south: 10, west: 0, north: -10, east: 1).south == -10)
        #expect(CoordinateBox(south: -100, west: -200, north: 100, east: 200).north == 90)
    }

    // MARK: - The samples

    /// Each sample is in its city: within 15 km of its centre, and the Hong Kong ones in Sheung Wan,
    /// within 700 m of Po Hing Fong, the tutorial's street.
    @Test func everySampleShipsWithAPlaceInItsCity() throws {
        let centres: [String: (Double, Double)] = [
            "Hong Kong": (22.2793, 114.1628), "Sydney": (-33.8688, 151.2093), "New York": (40.7128, -74.0060),
            "London": (51.5074, -0.1278),
        ]
        for sample in Restaurant.samples {
            let coordinate = try #require(sample.coordinate, "\(sample.name) has no place")
            let centre = try #require(centres[sample.location])
            #expect(distance(coordinate, centre) < 15_000, "\(sample.name) is not in \(sample.location)")
            if sample.location == "Hong Kong" {
                #expect(distance(coordinate, (22.2846, 114.1482)) < 700, "\(sample.name) is not in Sheung Wan")
            }
        }
        #expect(Set(Restaurant.samples.compactMap(\.coordinate)).count == 21, "two samples share a place")
        #expect(try directory.store().all().compactMap(\.coordinate) == Restaurant.samples.compactMap(\.coordinate))
    }

    /// A database written before coordinates existed: its samples get their place in the migration,
    /// unless the user renamed or moved them; the user's own restaurants get none; every row stays.
    @Test func migratingAnOldFilePlacesTheUntouchedSamplesOnly() throws {
        let path = directory.file()
        let before = try #require(Schema.migrations.firstIndex(of: RestaurantStore.placesMigration))
        try DatabaseFile.prepare(path)
        let old = try SQLiteConnection(path: path)
        for step in 0..<before { try old.execute(Schema.migrations[step]) }
        try old.execute("PRAGMA user_version = \(before)")
        let insert = try old.prepare(
            "INSERT INTO restaurant (id, position, name, type, location, created_at) VALUES (?, ?, ?, ?, ?, 0)")
        for (offset, sample) in Restaurant.samples.enumerated() {
            let name = sample.name == "Teakha" ? "Teakha (our favourite)" : sample.name
            let location = sample.name == "Homei" ? "Kowloon" : sample.location
            try insert.bind(sample.id, Double(offset), name, sample.type, location).run()
            insert.reset()
        }
        let mine = UUID()
        try insert.bind(mine, 100.0, "Mine", "Cafe", "Berlin").run()
        _ = consume insert
        try old.execute("INSERT INTO meta (key, value) VALUES ('samples_seeded', 'samples')")
        _ = consume old

        let store = try RestaurantStore(path: path)
        #expect(try store.connection.integer("PRAGMA user_version") == Schema.current)
        let all = try store.all()
        #expect(all.count == 22)
        for restaurant in all {
            switch restaurant.name {
            case "Mine", "Teakha (our favourite)", "Homei": #expect(restaurant.coordinate == nil)
            default:
                let sample = try #require(Restaurant.samples.first { $0.id == restaurant.id })
                #expect(restaurant.coordinate == sample.coordinate, "\(restaurant.name)")
            }
        }
        #expect(try store.places().count == 19)
    }

    // MARK: - Storing

    @Test func aPlaceIsSetClearedAndKeptByEveryWrite() throws {
        let store = try directory.store(seeding: false)
        let here = Coordinate(latitude: 52.52, longitude: 13.405)!
        var cafe = try store.add(
            Restaurant(id: .timeOrdered(), name: "Café", type: "Cafe", location: "Berlin", coordinate: here))
        #expect(try store.restaurant(id: cafe.id)?.coordinate == here)

        cafe.name = "Café Einstein"
        try store.update(cafe)
        #expect(try store.restaurant(id: cafe.id)?.coordinate == here, "an edit of another field keeps the place")

        let there = Coordinate(latitude: 48.8566, longitude: 2.3522)!
        try store.setCoordinate(there, for: cafe.id)
        #expect(
            try store.restaurant(id: cafe.id)
                == Restaurant(
                    id: cafe.id, name: "Café Einstein", type: "Cafe", location: "Berlin", createdAt: cafe.createdAt,
                    coordinate: there))

        let deletion = try store.delete(ids: [cafe.id])
        #expect(deletion.elements.first?.coordinate == there)
        try store.restore(deletion)
        #expect(try store.restaurant(id: cafe.id)?.coordinate == there, "undoing a delete brings the place back")

        try store.setCoordinate(nil, for: cafe.id)
        #expect(try store.restaurant(id: cafe.id)?.coordinate == nil)
        #expect(try store.places().isEmpty)
        #expect(throws: StoreError.notFound(query: "5a3b1e00-f00d-4000-8000-0000000000ff")) {
            try store.setCoordinate(there, for: UUID(uuidString: "5A3B1E00-F00D-4000-8000-0000000000FF")!)
        }
    }

    @Test func aPlaceChangeIsPublishedToObservers() throws {
        let store = try directory.store()
        let teakha = try store.find(nameOrID: "Teakha")
        let recorder = Recorder<Coordinate?>()
        let token = store.observe(on: DispatchQueue(label: "observer")) { all in
            recorder.record(all.first { $0.id == teakha.id }?.coordinate)
        }
        defer { token.cancel() }
        let moved = Coordinate(latitude: 22.3, longitude: 114.2)!
        try store.setCoordinate(moved, for: teakha.id)
        #expect(recorder.wait { $0 == moved } != nil)
    }

    /// Another program writing the file cannot store half a place or one off the globe.
    @Test func theSchemaRefusesImpossiblePlaces() throws {
        let store = try directory.store()
        for sql in [
            "UPDATE restaurant SET latitude = 91 WHERE name = 'Homei'",
            "UPDATE restaurant SET longitude = -180.5 WHERE name = 'Homei'",
            "UPDATE restaurant SET latitude = NULL WHERE name = 'Homei'",
            "UPDATE restaurant SET longitude = 'east' WHERE name = 'Homei'",
        ] {
            #expect(throws: (any Error).self, "\(sql)") { try store.connection.execute(sql) }
        }
        #expect(try store.find(nameOrID: "Homei").coordinate == Restaurant.samples[1].coordinate)
    }

    // MARK: - The map's queries

    @Test func placesInABoxAreExactlyThoseInside() throws {
        let store = try directory.store(seeding: false)
        let city = CoordinateBox(south: 51.38, west: -0.35, north: 51.65, east: 0.15)
        try store.addSynthetic(count: 5_000, spreadOver: city)
        let all = try store.places()
        #expect(all.count == 5_000)
        #expect(all.allSatisfy { city.contains($0.coordinate) })
        for box in [
            CoordinateBox(south: 51.5, west: -0.2, north: 51.55, east: -0.1),
            CoordinateBox(south: 51.38, west: -0.35, north: 51.65, east: 0.15),
            CoordinateBox(south: 0, west: 10, north: 1, east: 11),
            CoordinateBox(south: 51.5, west: 0.1, north: 51.6, east: -0.3),  // across the antimeridian
        ] {
            let expected = Set(all.filter { box.contains($0.coordinate) }.map(\.id))
            #expect(Set(try store.places(in: box).map(\.id)) == expected, "\(box)")
        }
        let edge = try #require(all.first)
        let point = CoordinateBox(
            south: edge.coordinate.latitude, west: edge.coordinate.longitude, north: edge.coordinate.latitude,
            east: edge.coordinate.longitude)
        #expect(try store.places(in: point).map(\.id).contains(edge.id), "edges are inside")
    }

    /// Both map reads come from the partial index alone (SQLite says COVERING INDEX): the cost of a
    /// map's box at 100,000 restaurants is the band of latitudes it spans, never the table.
    @Test func theMapsReadsUseThePlaceIndexAlone() throws {
        let store = try directory.store(seeding: false)
        for sql in [
            "SELECT id, latitude, longitude FROM restaurant WHERE latitude BETWEEN ?1 AND ?2 AND longitude BETWEEN ?3 AND ?4",
            "SELECT id, latitude, longitude FROM restaurant WHERE latitude BETWEEN ?1 AND ?2 AND (longitude >= ?3 OR longitude <= ?4)",
            "SELECT id, latitude, longitude FROM restaurant WHERE latitude IS NOT NULL",
        ] {
            let plan = try store.connection.prepare("EXPLAIN QUERY PLAN " + sql).map { $0.string(3) }
            #expect(plan.contains { $0.contains("COVERING INDEX restaurant_by_place") }, "\(plan)")
        }
    }

    @Test func syntheticPlacesAreTheSameEveryRun() throws {
        let city = CoordinateBox(south: 40.6, west: -74.05, north: 40.85, east: -73.85)
        let first = try directory.store(seeding: false)
        try first.addSynthetic(count: 300, spreadOver: city)
        let other = TemporaryDirectory()
        let second = try other.store(seeding: false)
        try second.addSynthetic(count: 300, spreadOver: city)
        #expect(try first.all().map(\.coordinate) == second.all().map(\.coordinate))
        #expect(Set(try first.all().compactMap(\.coordinate)).count > 290, "places should differ")
        try first.addSynthetic(count: 10)
        #expect(try first.places().count == 300, "without a box, no place")
    }
}

/// Metres between two points (haversine on a sphere of the Earth's mean radius).
private func distance(_ a: Coordinate, _ b: (Double, Double)) -> Double {
    let (lat1, lat2) = (a.latitude * .pi / 180, b.0 * .pi / 180)
    let dLat = lat2 - lat1
    let dLon = (b.1 - a.longitude) * .pi / 180
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * 6_371_000 * asin(min(1, sqrt(h)))
}
