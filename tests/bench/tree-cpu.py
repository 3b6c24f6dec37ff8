# Usage: python3 tests/bench/tree-cpu.py COMMAND... — the CPU of the command's whole process tree, orphans included
# (/usr/bin/time misses Chromium's helper processes, which outlive their parent): this process becomes their subreaper.
import ctypes, os, resource, subprocess, sys, time
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
t = time.time()
rc = subprocess.call(sys.argv[1:])
while True:
    try: os.wait()
    except ChildProcessError: break
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"treecpu: {r.ru_utime:.2f} user {r.ru_stime:.2f} sys {time.time()-t:.1f} wall rc={rc}", file=sys.stderr)
sys.exit(rc)
