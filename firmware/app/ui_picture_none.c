/*
 * ui_picture_none.c — no picture band: a character display
 * (CAP_PICTURE 0, boards/features.mk).
 */
#include "app/ui_picture.h"

void ui_picture_due(void)
{
}

void ui_picture_later(void)
{
}
