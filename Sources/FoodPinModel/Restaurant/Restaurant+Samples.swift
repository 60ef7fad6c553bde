import Foundation

extension Restaurant {
    /// The tutorial's 21 restaurants in its order, seeded into a new database once.
    /// Their ids are fixed so that `RestaurantStore.restoreSamples()` can tell which are missing.
    public static let samples: [Restaurant] = sampleRows.enumerated().map { index, row in
        Restaurant(
            id: sampleID(index), name: row.0, type: row.1, location: row.2,
            phone: row.3, summary: row.4, createdAt: Date(timeIntervalSince1970: 1_577_836_800))
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
}
