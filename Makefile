# FoodPin for Linux. `make run` and `make test` are the two set-up commands (see README.md).
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE := .build/release

.PHONY: run todo test check-data check-install install-files bench bench-json bench-plot install uninstall clean deps-run deps-test
APPS := io.github.foodpin.FoodPin io.github.foodpin.Todo
ICONS := $(shell cd data/icons && find . -name '*.svg')

run: deps-run
	$(SWIFT) build -c release --product foodpin
	$(RELEASE)/foodpin

todo: deps-run
	$(SWIFT) build -c release --product todo
	$(RELEASE)/todo

test: deps-test check-data
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory check-install
	scripts/with-display.sh $(SWIFT) test --skip-build

bench: deps-test
	for p in foodpin-bench foodpin todo; do $(SWIFT) build -c release --product $$p; done
	scripts/with-display.sh $(RELEASE)/foodpin-bench

bench-json: deps-test
	@for p in foodpin-bench foodpin todo; do $(SWIFT) build -c release --product $$p >&2; done
	@scripts/with-display.sh $(RELEASE)/foodpin-bench --json

# The diff suite (our figures only), then docs/figures/delete-cost.png from its delete-path rows.
bench-plot: deps-test
	$(SWIFT) build -c release --product foodpin-bench
	FOODPIN_BENCH_IMPL=diffable $(RELEASE)/foodpin-bench --json diff | tee .build/bench-diff.jsonl
	scripts/plot-delete-cost.sh .build/bench-diff.jsonl docs/figures/delete-cost.png

# Validates the desktop entries and AppStream metadata that `make install` puts in place.
check-data:
	desktop-file-validate data/applications/*.desktop
	appstreamcli validate --no-net --pedantic data/metainfo/*.metainfo.xml

install: deps-run
	$(SWIFT) build -c release --product foodpin
	$(SWIFT) build -c release --product todo
	$(MAKE) --no-print-directory install-files BUILT=$(RELEASE)

# Copies already-built binaries (from BUILT) and the data files under PREFIX.
BUILT ?= $(RELEASE)
install-files:
	install -Dm755 $(BUILT)/foodpin $(DESTDIR)$(PREFIX)/bin/foodpin
	install -Dm755 $(BUILT)/todo $(DESTDIR)$(PREFIX)/bin/todo
	for app in $(APPS); do \
	  install -Dm644 data/applications/$$app.desktop $(DESTDIR)$(PREFIX)/share/applications/$$app.desktop; \
	  install -Dm644 data/metainfo/$$app.metainfo.xml $(DESTDIR)$(PREFIX)/share/metainfo/$$app.metainfo.xml; \
	done
	for icon in $(ICONS); do install -Dm644 data/icons/$$icon $(DESTDIR)$(PREFIX)/share/icons/$$icon; done
	-gtk4-update-icon-cache -qtf $(DESTDIR)$(PREFIX)/share/icons/hicolor 2>/dev/null

# `make test` installs the debug build into a scratch prefix and checks that every file arrived.
check-install:
	@prefix=$$(mktemp -d) && \
	$(MAKE) --no-print-directory install-files BUILT=.build/debug PREFIX=$$prefix >/dev/null && \
	for file in bin/foodpin bin/todo $(foreach app,$(APPS),share/applications/$(app).desktop share/metainfo/$(app).metainfo.xml share/icons/hicolor/scalable/apps/$(app).svg) $(addprefix share/icons/,$(ICONS)); do \
	  test -f $$prefix/$$file || { echo "make install did not install $$file"; rm -rf $$prefix; exit 1; }; \
	done && $$prefix/bin/foodpin --help >/dev/null && rm -rf $$prefix && echo "make install: every file in place"

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/foodpin $(DESTDIR)$(PREFIX)/bin/todo
	for app in $(APPS); do \
	  rm -f $(DESTDIR)$(PREFIX)/share/applications/$$app.desktop $(DESTDIR)$(PREFIX)/share/metainfo/$$app.metainfo.xml; \
	done
	for icon in $(ICONS); do rm -f $(DESTDIR)$(PREFIX)/share/icons/$$icon; done

deps-run:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

clean:
	rm -rf .build
