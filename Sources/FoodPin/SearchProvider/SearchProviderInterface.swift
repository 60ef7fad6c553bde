// Why this exists: the interface GNOME Shell calls, written once, where the service, the data files
// and the tests can read its names.

/// `org.gnome.Shell.SearchProvider2`, as GNOME Shell (43) declares it, and where FoodPin exports it.
enum SearchProviderInterface {
    /// The interface's name.
    static let name = "org.gnome.Shell.SearchProvider2"
    /// The object path, named in `data/search-provider/io.github.foodpin.FoodPin.search-provider.ini`.
    static let objectPath = "/io/github/foodpin/FoodPin/SearchProvider"

    /// The methods and their arguments, for GDBus to check calls and replies against.
    static let introspectionXML = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>
        """
}
