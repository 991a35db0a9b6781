#ifndef APK_FORK_H
#define APK_FORK_H

#include <signal.h>
#include <sys/types.h>

/* Forks with every signal blocked (no handler of this process may run in the child before it
   has reset or replaced them; the caller restores *old in both processes). In the child, the
   kernel kills it when this process dies (Linux PR_SET_PDEATHSIG); a child whose parent died
   before the request was made ends at once with `orphan_status`. Returns fork's result. */
pid_t apk_fork_tied(sigset_t *old, int orphan_status);

#endif
