#define _GNU_SOURCE
#include "apk_fs.h"

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
#endif

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int apk_exchange_paths(const char *first, const char *second) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

int apk_die_with_parent(void) {
#ifdef __linux__
    return prctl(PR_SET_PDEATHSIG, SIGKILL) == 0 ? 0 : -1;
#else
    return -1;
#endif
}
