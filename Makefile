# FoodPin for Linux. `make run` and `make test` are the two set-up commands (see README.md).
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE := .build/release
# Release builds link the Swift runtime and Foundation statically and carry no $$ORIGIN search path, so
# the binaries need only Debian's libraries; relocations are resolved at load and then read-only
# (-z now, as Debian builds binaries). packaging/README.md says more. Every release build uses the
# same flags: SwiftPM rebuilds everything when they change. They link with the toolchain's lld: gold
# (the default) warns twice about glibc's mktemp, which the static Foundation references and never
# calls for us, and a warning in `make run` reads as a failed build (issue 29).
RELEASE_FLAGS := -c release --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now -Xswiftc -use-ld=lld
# SwiftPM reads the system's pkg-config files without the flags it refuses (scripts/pkg-config-mirror.sh),
# so a build prints no "prohibited flag(s)" warning; the deps-* targets refresh the mirror.
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
# FoodPin's version: its one place is Sources/FoodPinModel/FoodPinRelease.swift.
VERSION = $(shell scripts/version.sh)

.PHONY: run todo test deb test-package deps-deb check-data check-install install-files bench bench-json bench-plot install uninstall clean deps-run deps-test \
        pot update-po translations check-po docs lint
APPS := io.github.foodpin.FoodPin io.github.foodpin.Todo
ICONS := $(shell cd data/icons && find . -name '*.svg')
# GNOME Shell's search (issue 31): the provider's .ini, and the D-Bus service that starts foodpin for it and
# for the desktop file's DBusActivatable launch; install-files writes the installed binary's path into it.
SEARCH_PROVIDER := io.github.foodpin.FoodPin.search-provider.ini
DBUS_SERVICE := io.github.foodpin.FoodPin.service

# Translations (po/README.md): scripts/make-pot.sh extracts, msgmerge merges, msgfmt compiles.
LINGUAS := $(shell sed 's/\#.*//' po/LINGUAS)
LOCALE := .build/locale
MO_FILES := $(foreach lang,$(LINGUAS),$(LOCALE)/$(lang)/LC_MESSAGES/foodpin.mo)
TRANSLATED_DATA := $(foreach app,$(APPS),.build/data/applications/$(app).desktop .build/data/metainfo/$(app).metainfo.xml)

run: deps-run translations
	$(SWIFT) build $(RELEASE_FLAGS) --product foodpin
	$(RELEASE)/foodpin

todo: deps-run translations
	$(SWIFT) build $(RELEASE_FLAGS) --product todo
	$(RELEASE)/todo

# Every test (Tests/README.md): scripts/run-tests.sh runs the bundle in lanes side by side, each on a
# display of its own, and prints every suite's time. UI tests' waits bound only failures (a passing
# test never waits them out): doubled, so that the VM's slow phases (a third the speed, at times)
# fail nothing; UITEST_TIMEOUT_SCALE overrides, TEST_LANES sets the lanes (default: the cores + 2).
# The docs come after the debug build and beside the tests: built first, GtkKit alone left a core
# idle for half a minute, and the docs' own steps (symbol graphs, the check, DocC) run on one core.
test: deps-test lint check-po translations check-data
	@start=$$(date +%s); $(SWIFT) build --build-tests && echo "build: $$(( $$(date +%s) - start )) s"
	$(MAKE) --no-print-directory check-install
	@scripts/docs.sh > .build/docs.log 2>&1 & docs=$$!; trap 'kill $$docs 2>/dev/null' INT TERM; \
	UITEST_TIMEOUT_SCALE=$${UITEST_TIMEOUT_SCALE:-2} scripts/run-tests.sh; tests=$$?; \
	if wait $$docs; then tail -n 1 .build/docs.log; else cat .build/docs.log; echo "make docs failed" >&2; exit 1; fi; \
	exit $$tests
	@start=$$(date +%s); $(MAKE) --no-print-directory test-package && echo "package: $$(( $$(date +%s) - start )) s"

bench: deps-test
	for p in foodpin-bench foodpin todo; do $(SWIFT) build $(RELEASE_FLAGS) --product $$p; done
	scripts/with-display.sh $(RELEASE)/foodpin-bench

bench-json: deps-test
	@for p in foodpin-bench foodpin todo; do $(SWIFT) build $(RELEASE_FLAGS) --product $$p >&2; done
	@scripts/with-display.sh $(RELEASE)/foodpin-bench --json

# The diff suite (our figures only), then docs/figures/delete-cost.png from its delete-path rows.
bench-plot: deps-test
	$(SWIFT) build $(RELEASE_FLAGS) --product foodpin-bench
	FOODPIN_BENCH_IMPL=diffable $(RELEASE)/foodpin-bench --json diff | tee .build/bench-diff.jsonl
	scripts/plot-delete-cost.sh .build/bench-diff.jsonl docs/figures/delete-cost.png

# DocC archives of Diffable and GtkKit and one static site under .build/docs; fails on any public
# symbol without documentation or outside the topic groups (scripts/docs.sh, scripts/check-docs.swift).
docs: deps-run
	scripts/docs.sh

# The house style (.swift-format); scripts/format.sh applies it.
lint:
	swift-format lint --strict --parallel --recursive --configuration .swift-format Sources Tests Examples

# Validates the desktop entries and AppStream metadata that `make install` puts in place.
check-data: translations
	desktop-file-validate data/applications/*.desktop .build/data/applications/*.desktop
	appstreamcli validate --no-net --pedantic data/metainfo/*.metainfo.xml .build/data/metainfo/*.metainfo.xml

# po/foodpin.pot from the sources, the desktop entries and the AppStream metadata.
pot:
	@scripts/make-pot.sh po/foodpin.pot

# Merges po/foodpin.pot into each po/<lang>.po; new and changed messages come out untranslated or fuzzy.
update-po: pot
	@for lang in $(LINGUAS); do \
	  msgmerge --quiet --update --backup=none --add-location=file --sort-by-file po/$$lang.po po/foodpin.pot && \
	  printf '%s: ' po/$$lang.po && msgfmt --statistics -o /dev/null po/$$lang.po; \
	done

# Every .po passes msgfmt's checks, is complete, and the .pot is the sources' (scripts/check-po.sh).
check-po:
	@scripts/check-po.sh

# Compiled catalogues where the apps look from the build tree (.build/locale), translated data files.
translations: $(MO_FILES) $(TRANSLATED_DATA)

$(LOCALE)/%/LC_MESSAGES/foodpin.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

.build/data/applications/%.desktop: data/applications/%.desktop $(wildcard po/*.po) po/LINGUAS
	@mkdir -p $(dir $@)
	msgfmt --desktop --template=$< -d po -o $@

.build/data/metainfo/%.metainfo.xml: data/metainfo/%.metainfo.xml $(wildcard po/*.po) po/LINGUAS
	@mkdir -p $(dir $@)
	msgfmt --xml --template=$< -d po -o $@

install: deps-run translations
	$(SWIFT) build $(RELEASE_FLAGS) --product foodpin
	$(SWIFT) build $(RELEASE_FLAGS) --product todo
	$(MAKE) --no-print-directory install-files BUILT=$(RELEASE)

# Copies already-built binaries (from BUILT), the translated data files and catalogues under PREFIX.
BUILT ?= $(RELEASE)
install-files: translations
	install -Dm755 $(BUILT)/foodpin $(DESTDIR)$(PREFIX)/bin/foodpin
	install -Dm755 $(BUILT)/todo $(DESTDIR)$(PREFIX)/bin/todo
	for app in $(APPS); do \
	  install -Dm644 .build/data/applications/$$app.desktop $(DESTDIR)$(PREFIX)/share/applications/$$app.desktop; \
	  install -Dm644 .build/data/metainfo/$$app.metainfo.xml $(DESTDIR)$(PREFIX)/share/metainfo/$$app.metainfo.xml; \
	done
	for lang in $(LINGUAS); do \
	  install -Dm644 $(LOCALE)/$$lang/LC_MESSAGES/foodpin.mo $(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/foodpin.mo; \
	done
	for icon in $(ICONS); do install -Dm644 data/icons/$$icon $(DESTDIR)$(PREFIX)/share/icons/$$icon; done
	@# The icon cache is an optimisation: refresh it where a cache tool is installed, say nothing where not.
	@for tool in gtk4-update-icon-cache gtk-update-icon-cache; do \
	  if command -v $$tool >/dev/null; then $$tool -qtf $(DESTDIR)$(PREFIX)/share/icons/hicolor 2>/dev/null || true; break; fi; \
	done
	install -Dm644 data/search-provider/$(SEARCH_PROVIDER) $(DESTDIR)$(PREFIX)/share/gnome-shell/search-providers/$(SEARCH_PROVIDER)
	install -d $(DESTDIR)$(PREFIX)/share/dbus-1/services
	sed 's|@bindir@|$(PREFIX)/bin|' data/dbus-1/services/$(DBUS_SERVICE).in > $(DESTDIR)$(PREFIX)/share/dbus-1/services/$(DBUS_SERVICE)
	chmod 644 $(DESTDIR)$(PREFIX)/share/dbus-1/services/$(DBUS_SERVICE)

# `make test` installs the debug build into a scratch prefix and checks that every file arrived.
check-install:
	@prefix=$$(mktemp -d) && \
	$(MAKE) --no-print-directory install-files BUILT=.build/debug PREFIX=$$prefix >/dev/null && \
	for file in bin/foodpin bin/todo $(foreach app,$(APPS),share/applications/$(app).desktop share/metainfo/$(app).metainfo.xml share/icons/hicolor/scalable/apps/$(app).svg) $(addprefix share/icons/,$(ICONS)) \
	    $(foreach lang,$(LINGUAS),share/locale/$(lang)/LC_MESSAGES/foodpin.mo); do \
	  test -f $$prefix/$$file || { echo "make install did not install $$file"; rm -rf $$prefix; exit 1; }; \
	done && $$prefix/bin/foodpin --help >/dev/null && \
	grep -q '^Name\[de\]=' $$prefix/share/applications/io.github.foodpin.FoodPin.desktop && \
	LANGUAGE=de LC_ALL=de_DE.UTF-8 $$prefix/bin/foodpin --help | grep -q '^Aufruf:' || \
	  { echo "make install: the installed foodpin does not speak German from share/locale"; rm -rf $$prefix; exit 1; } ; \
	test -f $$prefix/share/gnome-shell/search-providers/$(SEARCH_PROVIDER) && \
	grep -qx "Exec=$$prefix/bin/foodpin --gapplication-service" $$prefix/share/dbus-1/services/$(DBUS_SERVICE) && \
	grep -qx 'DBusActivatable=true' $$prefix/share/applications/io.github.foodpin.FoodPin.desktop || \
	  { echo "make install: the search provider or the D-Bus service is missing, or names another foodpin"; rm -rf $$prefix; exit 1; } ; \
	rm -rf $$prefix && echo "make install: every file in place"

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/foodpin $(DESTDIR)$(PREFIX)/bin/todo
	for app in $(APPS); do \
	  rm -f $(DESTDIR)$(PREFIX)/share/applications/$$app.desktop $(DESTDIR)$(PREFIX)/share/metainfo/$$app.metainfo.xml; \
	done
	for icon in $(ICONS); do rm -f $(DESTDIR)$(PREFIX)/share/icons/$$icon; done
	for lang in $(LINGUAS); do rm -f $(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/foodpin.mo; done
	rm -f $(DESTDIR)$(PREFIX)/share/gnome-shell/search-providers/$(SEARCH_PROVIDER) $(DESTDIR)$(PREFIX)/share/dbus-1/services/$(DBUS_SERVICE)

# The Debian package (packaging/README.md): .build/foodpin_<version>_amd64.deb, checked by lintian;
# made again only when the binaries or what goes in beside them changed.
DEB = .build/foodpin_$(VERSION)_amd64.deb
deb: deps-deb translations
	$(SWIFT) build $(RELEASE_FLAGS) --product foodpin
	$(SWIFT) build $(RELEASE_FLAGS) --product todo
	@$(MAKE) --no-print-directory $(DEB)

$(DEB): $(RELEASE)/foodpin $(RELEASE)/todo $(MO_FILES) $(TRANSLATED_DATA) $(shell find data packaging -type f) \
        Makefile scripts/build-deb.sh scripts/man-commands.sh scripts/lint-deb.sh scripts/version.sh
	scripts/build-deb.sh $(RELEASE) .build

# The package installed, used and purged in a fresh Debian 12 root (scripts/test-package.sh; root only),
# beside lintian: the .deb is made afresh (ten seconds), so that the two run side by side.
test-package: deps-deb translations
	$(SWIFT) build $(RELEASE_FLAGS) --product foodpin
	$(SWIFT) build $(RELEASE_FLAGS) --product todo
	scripts/build-deb.sh --beside-lintian scripts/test-package.sh $(RELEASE) .build

deps-run:
	@scripts/deps.sh run
	@scripts/pkg-config-mirror.sh

deps-deb:
	@scripts/deps.sh deb
	@scripts/pkg-config-mirror.sh

deps-test:
	@scripts/deps.sh test
	@scripts/pkg-config-mirror.sh

clean:
	rm -rf .build
