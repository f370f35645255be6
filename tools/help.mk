# help.mk — `make help` (included by the Makefile): one line per target,
# the variables, and the feature sets with what each holds.
# `make help`: one line per target.  host-tests/setup/ checks that every
# target of the Makefile (included files too) is in HELP_TEXT or in
# HELP_INTERNAL (steps the others call, not run by hand).
HELP_INTERNAL := boards-docs-check check-host-tools check-units-ready fuzz-board-sources check-builds check-build-item print-build-sources print-sim-sources print-sim-split sim-common web-bundle size-row print-board-sets print-offered-sets print-offered-builds print-board-builds size-check dist-one check-tests board-check-ready print-board-values soak-board demo-run FORCE large400-ready nano2004-ready encoder-ready play-bench-board \
	fuzz-bins fuzz-board-bins fuzz-board-replay fuzz-replay-ready web-board web-test-board fuzz-map-limits-row
define HELP_TEXT
nimbox: make [BOARD=$(subst $(eval) ,|,$(BOARDS))] [CONFIG=$(subst $(eval) ,|,$(SETS))] TARGET
  all          the firmware (the default): build/BOARD/nimbox.elf and nimbox.hex
  firmware     the same as all
  size         flash and RAM use against the board's budgets, maps' bytes
  size-modules  flash and RAM by module, from the link map (largest first)
  boards       every board x feature set built: flash and RAM against budgets
  boards-docs  write docs/boards.md's "Which build do I want?" table
  dist         every board x feature set into build/dist/ (hex, elf, SHA256SUMS, manifest)
  dist-check   one image built twice from nothing gives the same bytes
  core-avr     the engine alone compiled for the board's MCU (avr-gcc -Os)
  maps         the generated maps sources (MAPS="a.dag rook" for other maps)
  large-map    write firmware/maps/large.dag and large400.dag again (gen_large)
  misere-tables  the board's misere tables source (board.mk MISERE_TABLES: RULE:TOKENS)
  flash        write the firmware through the bootloader or ISP (PORT=...)
  fuses        print the board's fuses; WRITE=1 writes them through ISP
  sim          the firmware in simavr, the LCD in the terminal (demo without one)
  demo         the scripted walk-through, the LCD printed after each step
  sim-check    this board's simulator scenarios as tests
  debug        the firmware in the simulator with a gdb stub (avr-gdb :1234)
  trace        a VCD of a scenario (SCENARIO=...) for gtkwave
  sim-bench    this board's scenarios, printing what their measure lines saw
  sim-screenshots  an OLED board's screens from the simulator as PNGs (build/BOARD/screens/)
  sim-pictures  docs/images/oled-*.png shot again (BOARD=handheld-1284p-oled; make check compares them)
  host         build/host/nimbox, the engine on the command line
  run          the host command on a tour of examples
  install      nimbox, nimbox(1), bash and zsh completions (PREFIX, DESTDIR)
  uninstall    remove what install put there (the same PREFIX, DESTDIR)
  check        every test: unit, CLI, setup, every board in the simulator
  soak         every board for SOAK_SECONDS (600) of random keys and lines
  mutants      plant host-tests/mutants/list.txt's bugs one at a time; the kill rate (MUTANTS=REGEX)
  bench        uva11927 against the judge solution, and device cycles
  bench-play   nimbox's levels over 10000 games per rule family (win rates), the host's and each board's strategy
  bench-octal  long octal tables (0.127, 0.16, 0.56, 0.6) against the plain mex: CPU ms, values per second
  fuzz         every fuzz harness for FUZZ_SECONDS (60) under libFuzzer (clang)
  fuzz-minimise  the committed fuzz corpora shrunk to the inputs that matter
  sim-docs     write docs/simulator.md's tables from the simulator's own
  capacity-docs  write docs/boards.md's capacity table (every board's make size)
  web          the firmware in a web page: build/web/ (open index.html)
  web-check    the page's tests: scenarios on avr8js in Node, and in Chromium
  screenshots  the device's screens from the page into docs/images/
  setup        install what is missing (tools/setup.sh; docs in README)
  clean        remove build/
  help         this list
Variables: BOARD, CONFIG, PORT, MAPS, LCD=2004 ($(call lcd_option_boards,2004)) or LCD=oled ($(call lcd_option_boards,oled)), WRITE=1, AVRDUDE="avrdude -B 32", V=1,
  PREFIX=/usr/local and DESTDIR= (install).
endef
# (printed as the recipe is expanded, never exported: an exported variable
# is expanded again for every command of every recipe, and this one asks
# each board's board.mk for its display options, 14 greps a command)
help:
	$(info $(HELP_TEXT))
	@echo 'Feature sets (CONFIG=...; `make boards` shows which fit each board, its default first):'
	@$(foreach s,$(SETS),printf '  CONFIG=%-9s %s\n' '$(s)' '$(SET_WORDS_$(s))';)
