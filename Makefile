# FoodPin for Linux. `make run` and `make test` are the two set-up commands (see README.md).
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE := .build/release

.PHONY: run todo test bench bench-json install uninstall clean deps-run deps-test

run: deps-run
	$(SWIFT) build -c release --product foodpin
	$(RELEASE)/foodpin

todo: deps-run
	$(SWIFT) build -c release --product todo
	$(RELEASE)/todo

test: deps-test
	$(SWIFT) build --build-tests
	scripts/with-display.sh $(SWIFT) test --skip-build

bench: deps-test
	for p in foodpin-bench foodpin todo; do $(SWIFT) build -c release --product $$p; done
	scripts/with-display.sh $(RELEASE)/foodpin-bench

bench-json: deps-test
	@for p in foodpin-bench foodpin todo; do $(SWIFT) build -c release --product $$p >&2; done
	@scripts/with-display.sh $(RELEASE)/foodpin-bench --json

deps-run:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

clean:
	rm -rf .build
