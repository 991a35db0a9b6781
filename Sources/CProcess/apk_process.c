#define _GNU_SOURCE
#include "apk_process.h"
#include "apk_fork.h"

#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

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
