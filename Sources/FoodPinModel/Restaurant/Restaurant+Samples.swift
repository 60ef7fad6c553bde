import Foundation

extension Restaurant {
    /// The tutorial's 21 restaurants in its order, seeded into a new database once, each where it is
    /// (`sampleCoordinates`). Their ids are fixed so that `RestaurantStore.restoreSamples()` can tell
    /// which are missing.
    public static let samples: [Restaurant] = sampleRows.enumerated().map { index, row in
        Restaurant(
            id: sampleID(index), name: row.0, type: row.1, location: row.2,
            phone: row.3, summary: row.4, createdAt: Date(timeIntervalSince1970: 1_577_836_800),
            coordinate: Coordinate(latitude: sampleCoordinates[index].0, longitude: sampleCoordinates[index].1)!)
    }

    /// The asset name the tutorial gives each sample's photo (`cafedeadend`, …), keyed by sample id.
    /// - Note: Samples are stored with no image path; a presentation that ships these pictures can
    ///   look them up here.
    public static let sampleImageNames: [UUID: String] = Dictionary(
        uniqueKeysWithValues:
            zip(
                samples.map(\.id),
                [
                    "cafedeadend", "homei", "teakha", "cafeloisl", "petiteoyster", "forkee",
                    "posatelier", "bourkestreetbakery", "haigh", "palomino", "upstate", "traif",
                    "graham", "waffleandwolf", "fiveleaves", "cafelore", "confessional",
                    "barrafina", "donostia", "royaloak", "cask",
                ]))

    private static func sampleID(_ index: Int) -> UUID {
        UUID(uuidString: String(format: "5A3B1E00-F00D-4000-8000-%012X", index + 1))!
    }

    private static let sampleRows: [(String, String, String, String, String)] = [
        (
            "Cafe Deadend", "Coffee & Tea Shop", "Hong Kong", "+852 2871 8128",
            "Hidden behind a vintage shop on Po Hing Fong, all-day brunch and slow coffee."
        ),
        ("Homei", "Cafe", "Hong Kong", "+852 2884 4122", "A tiny Sheung Wan corner for flat whites and cakes."),
        ("Teakha", "Tea House", "Hong Kong", "+852 2858 9185", "Masala chai and scones in a leafy Tai Ping Shan lane."),
        (
            "Cafe Loisl", "Austrian / Casual Drink", "Hong Kong", "+852 2893 3303",
            "Viennese coffee house fare: apple strudel, goulash and melange."
        ),
        ("Petite Oyster", "French", "Hong Kong", "+852 2392 3309", "Fresh oysters and a short French wine list."),
        (
            "For Kee Restaurant", "Bakery", "Hong Kong", "+852 2546 8185",
            "Old-school pork chop buns and milk tea since 1960."
        ),
        (
            "Po's Atelier", "Bakery", "Hong Kong", "+852 2368 1868",
            "Japanese-Danish sourdough and pastries baked daily."
        ),
        (
            "Bourke Street Bakery", "Chocolate", "Sydney", "+61 2 9699 1011",
            "Sausage rolls, ginger brûlée tarts and queues."
        ),
        ("Haigh's Chocolate", "Cafe", "Sydney", "+61 2 9221 3444", "Australia's family chocolatier since 1915."),
        (
            "Palomino Espresso", "American / Seafood", "Sydney", "+61 2 9268 0444",
            "A hole-in-the-wall espresso bar with excellent fish tacos."
        ),
        ("Upstate", "American", "New York", "+1 212-460-5293", "Craft beer and the day's catch in the East Village."),
        ("Traif", "American", "New York", "+1 347-844-9578", "Small plates that break every rule, in Williamsburg."),
        (
            "Graham Avenue Meats And Deli", "Breakfast & Brunch", "New York", "+1 718-388-0000",
            "Heroes stacked high with Italian cold cuts."
        ),
        ("Waffle & Wolf", "Coffee & Tea", "New York", "+1 718-388-1122", "Stuffed Liège waffles, sweet and savoury."),
        (
            "Five Leaves", "Coffee & Tea", "New York", "+1 718-383-5345",
            "Greenpoint bistro famous for ricotta pancakes."
        ),
        ("Cafe Lore", "Latin American", "New York", "+1 917-770-5566", "Arepas and café con leche near the park."),
        ("Confessional", "Spanish", "New York", "+1 212-222-8899", "Tapas and sherry late into the night."),
        ("Barrafina", "Spanish", "London", "+44 20 7813 8016", "Counter seats, croquetas and tortilla in Soho."),
        ("Donostia", "Spanish", "London", "+44 20 3620 1845", "Basque pintxos and txakoli in Marylebone."),
        ("Royal Oak", "British", "London", "+44 20 7729 2220", "A Columbia Road pub with Sunday roasts."),
        ("CASK Pub and Kitchen", "Thai", "London", "+44 20 7630 7225", "Real ales on tap and Thai curries in Pimlico."),
    ]

    /// Where each sample is, in the order of `sampleRows`, to five decimals (about a metre): the
    /// street addresses the tutorial gives its restaurants (“G/F, 72 Po Hing Fong, Sheung Wan”, “633
    /// Bourke St, Surry Hills”, “54 Frith Street, London W1D”…), placed on OpenStreetMap's streets,
    /// and for the Royal Oak the Columbia Road pub its summary describes.
    private static let sampleCoordinates: [(Double, Double)] = [
        (22.28468, 114.14804),  // Cafe Deadend, 72 Po Hing Fong, Sheung Wan
        (22.28505, 114.14908),  // Homei, 22–24A Tai Ping Shan Street
        (22.28497, 114.14939),  // Teakha, 18 Tai Ping Shan Street
        (22.28500, 114.14930),  // Cafe Loisl, 20 Tai Ping Shan Street
        (22.28508, 114.14899),  // Petite Oyster, 24 Tai Ping Shan Street
        (22.28485, 114.14965),  // For Kee, 200 Hollywood Road
        (22.28452, 114.14842),  // Po's Atelier, 62 Po Hing Fong
        (-33.88896, 151.21308),  // Bourke Street Bakery, 633 Bourke Street, Surry Hills
        (-33.86962, 151.20726),  // Haigh's Chocolate, 412 George Street (the Strand Arcade)
        (-33.86883, 151.20555),  // Palomino Espresso, 61 York Street
        (40.72634, -73.98636),  // Upstate, 95 1st Avenue, East Village
        (40.71074, -73.95848),  // Traif, 229 South 4th Street, Williamsburg
        (40.71775, -73.94479),  // Graham Avenue Meats And Deli, 445 Graham Avenue
        (40.71666, -73.94468),  // Waffle & Wolf, 413 Graham Avenue
        (40.72367, -73.95172),  // Five Leaves, 18 Bedford Avenue, Greenpoint
        (40.64681, -74.01081),  // Cafe Lore, 4601 4th Avenue, Sunset Park
        (40.72669, -73.98757),  // Confessional, 308 East 6th Street
        (51.51399, -0.13169),  // Barrafina, 54 Frith Street, Soho
        (51.51543, -0.16094),  // Donostia, 10 Seymour Place, Marylebone
        (51.52947, -0.07051),  // Royal Oak, 73 Columbia Road
        (51.48946, -0.13776),  // CASK Pub and Kitchen, 6 Charlwood Street, Pimlico
    ]
}
