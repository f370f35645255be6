/*
 * ui_diagram_none.c — no diagrams on the picture band (CAP_DIAGRAMS 0,
 * boards/features.mk): the piles' stones alone.
 */
#include "app/ui_diagram.h"

uint8_t ui_diagram_band(void)
{
    return 0;
}
