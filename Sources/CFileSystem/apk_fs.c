#define _GNU_SOURCE
#include "apk_fs.h"

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
#endif

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
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

int apk_spawn(const char *path, char *const argv[], char *const envp[], int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    if (posix_spawn_file_actions_init(&actions) != 0) return -1;
    if (posix_spawnattr_init(&attributes) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return -1;
    }
    /* The child starts with no signal blocked and every signal at its default, whatever this
       process's threads had set. */
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    if (stdin_fd >= 0) posix_spawn_file_actions_adddup2(&actions, stdin_fd, 0);
    if (stdout_fd >= 0) posix_spawn_file_actions_adddup2(&actions, stdout_fd, 1);
    if (stderr_fd >= 0) posix_spawn_file_actions_adddup2(&actions, stderr_fd, 2);
    int status = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (status != 0) {
        errno = status;
        return -1;
    }
    return 0;
}

int apk_wait(pid_t pid, int *exit_code, int *signal_number) {
    int ended;
    while (waitpid(pid, &ended, 0) < 0) {
        if (errno != EINTR) return -1;
    }
    *exit_code = WIFEXITED(ended) ? WEXITSTATUS(ended) : -1;
    *signal_number = WIFSIGNALED(ended) ? WTERMSIG(ended) : 0;
    return 0;
}

int apk_pipe(int descriptors[2]) { return pipe2(descriptors, O_CLOEXEC); }

void apk_prefetch(const char *path, long long max_bytes) {
    struct stat info;
    if (stat(path, &info) != 0 || !S_ISREG(info.st_mode)) return;
    int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (descriptor < 0) return;
    off_t length = info.st_size < max_bytes ? info.st_size : (off_t)max_bytes;
    (void)posix_fadvise(descriptor, 0, length, POSIX_FADV_WILLNEED);
    close(descriptor);
}
