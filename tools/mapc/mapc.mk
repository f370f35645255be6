# mapc.mk — the map compiler's part of the Makefile (included by it): the
# compiler, the large map's generator, and the maps' generated sources.

# ---- maps: the map compiler and the generated sources -------------------------
#   make maps       build/<board>/maps/maps.c (MAPS) and build/host/maps/maps.c (all)
#   make large-map  write firmware/maps/large.dag and large400.dag again with
#                   tools/mapc/gen_large
# the map compiler makes the maps: it links the engine without their lookup
MAPC_CORE_SRC := $(filter-out %/maps_lookup.c,$(CORE_SRC))
$(MAPC): $(addprefix $(HOST_DIR)/,$(MAPC_CORE_SRC:.c=.o) $(MAPC_SRC:.c=.o))
	@echo "  LD      $@"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $^ -o $@

$(CHECK_DIR)/mapc: $(addprefix $(CHECK_DIR)/,$(MAPC_CORE_SRC:.c=.o) $(MAPC_SRC:.c=.o))
	@echo "  LD san  $@"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $^ -o $@

$(HOST_DIR)/gen_large: tools/mapc/gen_large.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $< -o $@

$(CHECK_DIR)/gen_large: tools/mapc/gen_large.c
	@mkdir -p $(dir $@)
	@echo "  CC san  $<"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $< -o $@

# list files: rewritten only when the maps or the limits they are built for change
$(HOST_DIR)/maps/list: MAPS_LIST := $(ALL_MAP_FILES)
$(AVR_DIR)/maps/list: MAPS_LIST := $(strip $(MAPC_BOARD_FLAGS) $(MAP_FILES))
$(HOST_DIR)/maps/list $(AVR_DIR)/maps/list: FORCE
	@mkdir -p $(dir $@)
	@printf '%s\n' '$(MAPS_LIST)' | cmp -s - $@ || printf '%s\n' '$(MAPS_LIST)' >$@

# mapc prints one size line per map: kept in sizes.txt for `make size`
$(HOST_MAPS_C): $(MAPC) $(ALL_MAP_FILES) $(HOST_DIR)/maps/list
	@echo "  MAPC    $@"
	$(Q)$(MAPC) -o $@ $(ALL_MAP_FILES) >$(@D)/sizes.txt

$(AVR_MAPS_C): $(MAPC) $(MAP_FILES) $(AVR_DIR)/maps/list
	@echo "  MAPC    $@ ($(notdir $(basename $(MAP_FILES))))"
	$(Q)$(MAPC) $(MAPC_BOARD_FLAGS) -o $@ $(MAP_FILES) >$(@D)/sizes.txt

$(HOST_MAPS_OBJ): $(HOST_MAPS_C)
	@echo "  CC      $<"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) -MMD -MP -c $< -o $@

$(CHECK_MAPS_OBJ): $(HOST_MAPS_C)
	@mkdir -p $(dir $@)
	@echo "  CC san  $<"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) -MMD -MP -c $< -o $@

$(AVR_MAPS_OBJ): $(AVR_MAPS_C) boards/$(BOARD)/board.mk
	@echo "  AVR-CC  $<"
	$(Q)$(AVR_CC) $(AVR_CFLAGS) -MMD -MP -c $< -o $@

maps: $(AVR_MAPS_C) $(HOST_MAPS_C)

# a scenario asking the device for the SG values of each of its maps, with
# the host command's answers for the same files as the expectations
$(MAPS_SG_SCENARIO): $(HOST_DIR)/nimbox $(MAP_FILES) $(AVR_DIR)/maps/list tools/sg-scenario.sh
	@echo "  GEN     $@"
	$(Q)bash tools/sg-scenario.sh $(HOST_DIR)/nimbox $(or $(call board_limit,NB_GRUNDY_MAX),99) \
	  $(MAP_FILES) >$@

$(SOAK_SCENARIO): $(HOST_DIR)/nimbox tools/soak-scenario.sh tools/console-lines.sh \
		boards/$(BOARD)/board.mk
	@echo "  GEN     $@"
	$(Q)bash tools/soak-scenario.sh $(HOST_DIR)/nimbox $(SOAK_SECONDS) \
	  $(or $(call board_limit,CONSOLE_LINE_MAX),96) $$(($(RAM_SIZE) - $(RAM_BUDGET))) >$@

$(FLOOD_SCENARIO): $(HOST_DIR)/nimbox tools/flood-scenario.sh tools/console-lines.sh
	@echo "  GEN     $@"
	$(Q)bash tools/flood-scenario.sh $(HOST_DIR)/nimbox >$@

# a map in MAPS that does not exist
%.dag:
	@echo "MAPS: no map file $@ (a name from $(MAPS_DIR)/: $(notdir $(basename $(ALL_MAP_FILES))))" >&2
	@exit 2

large-map: $(HOST_DIR)/gen_large
	$(HOST_DIR)/gen_large >$(MAPS_DIR)/large.dag
	$(HOST_DIR)/gen_large 400 2000 400 >$(MAPS_DIR)/large400.dag

FORCE:

.PHONY: maps large-map FORCE
