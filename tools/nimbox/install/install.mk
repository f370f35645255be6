# install.mk — `make install` and `make uninstall` (included by the
# Makefile): the host command, its man page nimbox(1) and its bash and zsh
# completions, under PREFIX (/usr/local), below DESTDIR for a staged
# install (a package's build root; `make check` installs into a
# temporary one: host-tests/install/run.sh).
#   make install [PREFIX=/usr/local] [DESTDIR=]
#   make uninstall [PREFIX=/usr/local] [DESTDIR=]
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
INSTALL ?= install
INSTALL_SRC := tools/nimbox/install
NIMBOX_VERSION := $(shell sed -n 's/^\#define NIMBOX_VERSION "\(.*\)"/\1/p' firmware/app/version.h)
INSTALLED := $(BINDIR)/nimbox $(MANDIR)/man1/nimbox.1 $(BASH_COMPLETION_DIR)/nimbox \
	$(ZSH_COMPLETION_DIR)/_nimbox

install: $(HOST_DIR)/nimbox
	$(Q)$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" \
	  "$(DESTDIR)$(BASH_COMPLETION_DIR)" "$(DESTDIR)$(ZSH_COMPLETION_DIR)"
	$(Q)$(INSTALL) -m 755 $(HOST_DIR)/nimbox "$(DESTDIR)$(BINDIR)/nimbox"
	$(Q)sed 's/@VERSION@/$(NIMBOX_VERSION)/' $(INSTALL_SRC)/nimbox.1 >"$(DESTDIR)$(MANDIR)/man1/nimbox.1"
	$(Q)chmod 644 "$(DESTDIR)$(MANDIR)/man1/nimbox.1"
	$(Q)$(INSTALL) -m 644 $(INSTALL_SRC)/nimbox.bash "$(DESTDIR)$(BASH_COMPLETION_DIR)/nimbox"
	$(Q)$(INSTALL) -m 644 $(INSTALL_SRC)/_nimbox "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_nimbox"
	@for f in $(INSTALLED); do echo "  installed $(DESTDIR)$$f"; done

# then each folder install made that is empty now, up to PREFIX (a folder
# that holds anything else stays)
uninstall:
	$(Q)rm -f $(addprefix "$(DESTDIR),$(addsuffix ",$(INSTALLED)))
	@for f in $(INSTALLED); do echo "  removed $(DESTDIR)$$f"; done
	@for f in $(INSTALLED); do d=$$(dirname "$$f"); \
	  while [ "$$d" != "$(PREFIX)" ] && [ "$$d" != / ] && [ "$$d" != . ] && \
	        rmdir "$(DESTDIR)$$d" 2>/dev/null; do \
	    echo "  removed $(DESTDIR)$$d/ (empty)"; d=$$(dirname "$$d"); done; done

.PHONY: install uninstall
