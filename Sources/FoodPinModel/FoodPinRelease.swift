/// The release of FoodPin these sources build: the one place its version is written.
///
/// `foodpin --version`, `todo --version` and the About windows show it; `make deb` names the package
/// after it (scripts/version.sh reads it from this file) and refuses to build until the AppStream
/// release notes (data/metainfo) and the Debian changelog (packaging/changelog) have an entry for it.
public enum FoodPinRelease {
    /// `MAJOR.MINOR.PATCH`, a valid Debian version of a native package. Keep it on one line.
    public static let version = "0.2.0"
}
