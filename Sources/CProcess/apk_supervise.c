#define _GNU_SOURCE
#include "apk_supervise.h"
#include "apk_fork.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const int interrupts[] = {SIGINT, SIGTERM, SIGHUP};
enum { interrupt_count = sizeof interrupts / sizeof interrupts[0] };

/* Written by the main thread, read by the handler (which runs on the main thread too: the
   supervisor has no other). */
static volatile sig_atomic_t worker_pid = 0;
static volatile sig_atomic_t last_interrupt = 0;
/* Which of the interrupts the supervisor's handler took over (not ignored at start). */
static int taken[interrupt_count];

static void interrupt_set(sigset_t *set) {
    sigemptyset(set);
    for (int i = 0; i < interrupt_count; i++) sigaddset(set, interrupts[i]);
}

void apk_block_interrupts(void) {
    sigset_t set;
    interrupt_set(&set);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

void apk_unblock_interrupts(void) {
    sigset_t set;
    interrupt_set(&set);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

static void pass_on(int number) {
    int saved = errno;
    last_interrupt = number;
    pid_t worker = (pid_t)worker_pid;
    if (worker > 0) kill(worker, number);
    errno = saved;
}

void apk_supervise_interrupts(void) {
    for (int i = 0; i < interrupt_count; i++) {
        struct sigaction current;
        /* Ignored at start (nohup, a background job): stays ignored, in the worker too. */
        if (sigaction(interrupts[i], NULL, &current) != 0 || current.sa_handler == SIG_IGN) continue;
        struct sigaction handler;
        memset(&handler, 0, sizeof handler);
        handler.sa_handler = pass_on;
        sigfillset(&handler.sa_mask);
        handler.sa_flags = SA_RESTART;
        if (sigaction(interrupts[i], &handler, NULL) == 0) taken[i] = 1;
    }
}

void apk_supervise_worker(pid_t worker) { worker_pid = worker; }

int apk_supervised_interrupt(void) { return last_interrupt; }

/* Whether /proc says this process has one thread; false when it cannot tell. */
static int single_threaded(void) {
    FILE *status = fopen("/proc/self/status", "re");
    if (status == NULL) return 0;
    char line[256];
    int threads = 0;
    while (fgets(line, sizeof line, status) != NULL) {
        if (strncmp(line, "Threads:", 8) == 0) {
            threads = atoi(line + 8);
            break;
        }
    }
    fclose(status);
    return threads == 1;
}

int apk_fork_worker(pid_t *pid) {
    if (!single_threaded()) {
        errno = EBUSY;
        return -1;
    }
    /* Buffered output would otherwise be written twice, once by each process. */
    fflush(NULL);
    sigset_t old;
    pid_t child = apk_fork_tied(&old, 2);
    if (child == 0) {
        worker_pid = 0;
        last_interrupt = 0;
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        for (int i = 0; i < interrupt_count; i++) {
            if (taken[i]) sigaction(interrupts[i], &fallback, NULL);
            taken[i] = 0;
        }
        /* The crash handlers the Swift runtime installed at start (its backtracer): a spawned
           worker runs with SWIFT_BACKTRACE=enable=no for the same reason. */
        static const int crashes[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS, SIGQUIT};
        for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; i++) {
            struct sigaction current;
            if (sigaction(crashes[i], NULL, &current) == 0 && current.sa_handler != SIG_IGN && current.sa_handler != SIG_DFL) {
                sigaction(crashes[i], &fallback, NULL);
            }
        }
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        *pid = 0;
        return 0;
    }
    int forked = errno;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (child < 0) {
        errno = forked;
        return -1;
    }
    *pid = child;
    return 0;
}
