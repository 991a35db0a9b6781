#ifndef APK_PROCESS_H
#define APK_PROCESS_H

#include <sys/types.h>

/* Processes below Swift: programs started and waited for without Foundation's polling, death
   with the parent, close-on-exec pipes. (A supervisor's own calls are in apk_supervise.h.) */

/* Asks the kernel to kill this process when its parent dies (Linux PR_SET_PDEATHSIG), so that a
   supervised child never outlives a supervisor that was killed. Returns 0, or -1 where the system
   has no such request. */
int apk_die_with_parent(void);

/* Starts the program at `path` with `argv` and `envp` (NULL-terminated) and its standard input,
   output and error on the given descriptors (-1: this process's own), with no signal blocked and
   every signal at its default, killed by the kernel if this process dies (on Linux). Returns 0
   with *pid set, or -1 with errno (exec's own, when the program could not be run). Descriptors should be
   close-on-exec (apk_pipe), or children started at the same time hold each other's pipes open. */
int apk_spawn(const char *path, char *const argv[], char *const envp[], int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid);

/* Waits for a child started by apk_spawn: waitpid, so the wait ends the moment the child does
   (Foundation's Process polls every 50 ms). On return 0, *exit_code is its exit status (-1 if a
   signal ended it) and *signal_number that signal (0 if none); -1 with errno otherwise. */
int apk_wait(pid_t pid, int *exit_code, int *signal_number);

/* A pipe whose both ends are close-on-exec. */
int apk_pipe(int descriptors[2]);

#endif
