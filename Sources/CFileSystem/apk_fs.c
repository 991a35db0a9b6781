#define _GNU_SOURCE
#include "apk_fs.h"
#include "apk_fork.h"

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
#endif

#include <errno.h>
#include <stdatomic.h>
#include <pthread.h>
#include <string.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
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

pid_t apk_fork_tied(sigset_t *old, int orphan_status) {
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, old);
    pid_t parent = getpid();
    pid_t child = fork();
    if (child == 0) {
#ifdef __linux__
        prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
        if (getppid() != parent) _exit(orphan_status);
    }
    return child;
}

int apk_spawn(const char *path, char *const argv[], char *const envp[], int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid) {
    /* fork and exec rather than posix_spawn: the child asks the kernel to kill it when this
       process dies (PR_SET_PDEATHSIG), which posix_spawn cannot ask, so an ffmpeg or ffprobe
       never outlives a worker that crashed or was killed. Between fork and exec the child calls
       only async-signal-safe functions. A close-on-exec pipe brings back exec's errno. */
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -1;
    sigset_t old;
    pid_t child = apk_fork_tied(&old, 127);
    if (child == 0) {
        close(report[0]);
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        for (int number = 1; number < NSIG; number++) sigaction(number, &fallback, NULL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        if (stdin_fd >= 0 && dup2(stdin_fd, 0) < 0) goto failed;
        if (stdout_fd >= 0 && dup2(stdout_fd, 1) < 0) goto failed;
        if (stderr_fd >= 0 && dup2(stderr_fd, 2) < 0) goto failed;
        execve(path, argv, envp);
    failed: {
        int failure = errno;
        ssize_t ignored = write(report[1], &failure, sizeof failure);
        (void)ignored;
        _exit(127);
    }
    }
    int forked = errno;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    close(report[1]);
    if (child < 0) {
        close(report[0]);
        errno = forked;
        return -1;
    }
    int failure = 0;
    ssize_t got;
    while ((got = read(report[0], &failure, sizeof failure)) < 0 && errno == EINTR) {
    }
    close(report[0]);
    if (got == (ssize_t)sizeof failure) {
        int ended;
        while (waitpid(child, &ended, 0) < 0 && errno == EINTR) {
        }
        errno = failure;
        return -1;
    }
    *pid = child;
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

/* Files in a row whose bytes were found in the page cache, and prefetches asked for since. */
static atomic_int cached_streak;
static atomic_uint prefetches;

void apk_prefetch(const char *path, long long max_bytes) {
    /* After 32 files in a row found cached, the next is most likely cached too: looking costs
       four system calls a file (stat, open, a read, close), so then only every 8th file is
       looked at. One found uncached makes every file looked at again, so a folder that is not
       cached loses readahead for at most 7 files. */
    unsigned turn = atomic_fetch_add_explicit(&prefetches, 1, memory_order_relaxed);
    if (atomic_load_explicit(&cached_streak, memory_order_relaxed) >= 32 && turn % 8 != 0) return;
    struct stat info;
    if (stat(path, &info) != 0 || !S_ISREG(info.st_mode)) return;
    int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (descriptor < 0) return;
    off_t length = info.st_size < max_bytes ? info.st_size : (off_t)max_bytes;
#ifdef RWF_NOWAIT
    // Where the last byte asked for is already in the page cache, the file was read not long
    // ago and is there whole: readahead would only walk its cached pages, which cost 6% of a
    // check of a warm corpus (measured). RWF_NOWAIT reads only from the cache, never the disk.
    if (length > 0) {
        char byte;
        struct iovec into = {&byte, 1};
        if (preadv2(descriptor, &into, 1, length - 1, RWF_NOWAIT) == 1) {
            close(descriptor);
            atomic_fetch_add_explicit(&cached_streak, 1, memory_order_relaxed);
            return;
        }
    }
#endif
    atomic_store_explicit(&cached_streak, 0, memory_order_relaxed);
    (void)posix_fadvise(descriptor, 0, length, POSIX_FADV_WILLNEED);
    close(descriptor);
}
