/* version.h — the firmware's name and version, shown at boot. */
#ifndef APP_VERSION_H
#define APP_VERSION_H

#define NIMBOX_VERSION "0.1"

#endif
