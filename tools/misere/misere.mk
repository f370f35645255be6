# misere.mk — the misere tables' part of the Makefile (included by it): the
# tables' compiler and the generated source a board with MISERE_TABLES
# (board.mk: RULE:TOKENS words) links (misere_table.h).
#   make misere-tables   build/<board>/misere/tables.c
MISERE_TOOL_SRC := tools/misere/misere_tables.c
MISERE_TOOL := $(HOST_DIR)/misere-tables
$(MISERE_TOOL): $(addprefix $(HOST_DIR)/,$(MAPC_CORE_SRC:.c=.o) $(MISERE_TOOL_SRC:.c=.o))
	@echo "  LD      $@"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $^ -o $@

# the list file: rewritten only when the board's tables change
$(AVR_DIR)/misere/list: FORCE
	@mkdir -p $(dir $@)
	@printf '%s\n' '$(MISERE_TABLES)' | cmp -s - $@ || printf '%s\n' '$(MISERE_TABLES)' >$@

# the compiler prints one size line per table: kept in sizes.txt for `make size`
$(AVR_MISERE_C): $(MISERE_TOOL) $(AVR_DIR)/misere/list
	@echo "  MISERE  $@ ($(MISERE_TABLES))"
	$(Q)$(MISERE_TOOL) -o $@ $(MISERE_TABLES) >$(@D)/sizes.txt

$(AVR_MISERE_OBJ): $(AVR_MISERE_C) $(AVR_FLAGS_FILE)
	@echo "  AVR-CC  $<"
	$(Q)$(AVR_CC) $(AVR_CFLAGS) -c $< -o $@

misere-tables: $(AVR_MISERE_C)
.PHONY: misere-tables

# test_misere_table: every table a board names (each RULE:TOKENS of every
# board.mk once), held to the host's search
MISERE_CHECK_TABLES := $(sort $(shell sed -n 's/^MISERE_TABLES *:= *//p' boards/*/board.mk))
$(CHECK_DIR)/misere/list: FORCE
	@mkdir -p $(dir $@)
	@printf '%s\n' '$(MISERE_CHECK_TABLES)' | cmp -s - $@ || printf '%s\n' '$(MISERE_CHECK_TABLES)' >$@
$(CHECK_DIR)/misere/tables.c: $(MISERE_TOOL) $(CHECK_DIR)/misere/list
	@echo "  MISERE  $@ ($(MISERE_CHECK_TABLES))"
	$(Q)$(MISERE_TOOL) -o $@ $(MISERE_CHECK_TABLES) >/dev/null
$(CHECK_DIR)/misere/tables.o: $(CHECK_DIR)/misere/tables.c
	@echo "  CC san  $<"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) -c $< -o $@
$(CHECK_DIR)/unit/test_misere_table: $(CHECK_DIR)/misere/tables.o
