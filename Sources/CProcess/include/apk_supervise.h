#ifndef APK_SUPERVISE_H
#define APK_SUPERVISE_H

#include <sys/types.h>

/* What a supervisor needs below Swift: its worker made by fork (no second program start), and
   SIGINT, SIGTERM and SIGHUP passed on to that worker by a plain signal handler, with no thread
   and no lock, so that the supervisor can fork at all.

   The interrupt signals are blocked from the start of the program (apk_block_interrupts) until a
   handler is in place: Interruption's in a worker or an unsupervised run, this file's in a
   supervisor. A signal that comes in between waits, and is handled once unblocked. */

/* Blocks SIGINT, SIGTERM and SIGHUP in the calling thread (the main thread, at start). */
void apk_block_interrupts(void);

/* Unblocks them again. */
void apk_unblock_interrupts(void);

/* Takes over the interrupt signals that were not ignored at start: each is passed to the worker
   set by apk_supervise_worker, or, while there is none, noted for apk_supervised_interrupt. */
void apk_supervise_interrupts(void);

/* The worker the interrupts go to from now on (0: none). */
void apk_supervise_worker(pid_t worker);

/* The last interrupt signal the supervisor received (0: none). */
int apk_supervised_interrupt(void);

/* Forks a worker, when this process has a single thread (the child of a fork keeps only the
   calling thread: a lock another thread held would stay locked in it forever). In the child: the
   kernel ends it if this process dies, the supervisor's interrupt handlers and the runtime's
   crash handlers are back at their defaults (a worker that crashes dies of the signal, for the
   supervisor to see, and prints no backtrace), and the signal mask is the caller's. Returns 0
   with *pid 0 in the child and the child's id in this process; -1 with errno EBUSY when this
   process has other threads (or they cannot be counted), or fork's errno. */
int apk_fork_worker(pid_t *pid);

#endif
