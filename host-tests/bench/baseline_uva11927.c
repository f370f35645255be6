/*
 * baseline_uva11927.c — the usual judge solution of UVA 11927 "Games Are
 * Important", the yardstick of `make bench`.
 *
 * scanf input, an adjacency list (forward star) in static arrays, and a
 * recursive memoised SG: a node first recurses into its children, then
 * clears the 10000-entry mex array, marks its children's SG values and takes
 * the least unmarked one.  The answer is the XOR of the SG values of the
 * nodes holding an odd number of stones (a pile of s stones on one node is
 * s independent one-stone games; pairs cancel).
 */
#include <stdio.h>
#include <string.h>

#define MAXN 1005
#define MAXM 10005

static int head[MAXN], nxt[MAXM], to[MAXM], edges;
static int sg[MAXN];
static char vis[10000];

static void add_edge(int a, int b)
{
    to[edges] = b;
    nxt[edges] = head[a];
    head[a] = edges++;
}

static int grundy(int u)
{
    int e, k;
    if (sg[u] != -1)
        return sg[u];
    for (e = head[u]; e != -1; e = nxt[e])
        grundy(to[e]);
    memset(vis, 0, sizeof vis);
    for (e = head[u]; e != -1; e = nxt[e])
        vis[sg[to[e]]] = 1;
    for (k = 0; vis[k]; k++)
        ;
    return sg[u] = k;
}

int main(void)
{
    int n, m, i, a, b, s, x;
    while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
        edges = 0;
        memset(head, -1, sizeof head);
        memset(sg, -1, sizeof sg);
        for (i = 0; i < m; i++) {
            if (scanf("%d %d", &a, &b) != 2)
                return 1;
            add_edge(a, b);
        }
        x = 0;
        for (i = 0; i < n; i++) {
            if (scanf("%d", &s) != 1)
                return 1;
            if (s & 1)
                x ^= grundy(i);
        }
        puts(x ? "First" : "Second");
    }
    return 0;
}
