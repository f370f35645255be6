/*
 * sub_refusal.c — how often a board's subtraction engine refuses heap 9999
 * for random sets of 2..8 amounts in 1..100 (the measure), built
 * with the board's limits by tools/bench/sub-refusal.sh.  Prints the share
 * refused, from the table (period proven) and streamed.
 */
#include <stdio.h>
#include <stdlib.h>
#include "core/subtraction.h"
#include "core/rule.h"

/* error.c's sentence for an unknown rule lists the rules: not needed here */
void rule_write_list(const struct text_out *out)
{
    (void)out;
}

int main(int argc, char **argv)
{
    unsigned rounds = argc > 1 ? (unsigned)atoi(argv[1]) : 10000u, i, refused = 0, table = 0;
    srand(12345);
    for (i = 0; i < rounds; i++) {
        heap_t s[8];
        uint16_t k = (uint16_t)(2 + rand() % 7), j;
        struct nb_error err;
        struct subtraction_info info;
        sg_t g;
        for (j = 0; j < k; j++)
            s[j] = (heap_t)(1 + rand() % 100);
        error_clear(&err);
        if (subtraction_start(s, k, &err) != 0)
            return 1;
        subtraction_build_all();
        subtraction_get_info(&info);
        if (info.period_known)
            table++;
        if (subtraction_sg(9999, &g, &err) != 0)
            refused++;
    }
    printf("%u sets: heap 9999 refused %.1f %%, period in the table %.1f %%, streamed %.1f %%\n",
           rounds, 100.0 * refused / rounds, 100.0 * table / rounds,
           100.0 * (rounds - refused - table) / rounds);
    return 0;
}
