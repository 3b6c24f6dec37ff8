# Usage: python3 tests/bench/thread-cpu.py COMMAND... — CPU seconds of each thread of the command's process tree, read
# from /proc every 50 ms until it exits (a thread's last reading before it ends), largest first: which thread a build's
# time goes to (node's main thread, the render workers, libuv's and libvips' threads share one process).
import collections, os, subprocess, sys, time
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
hz = os.sysconf('SC_CLK_TCK')
last = {}
def tree(pid):
    out = [pid]
    try:
        for child in open(f'/proc/{pid}/task/{pid}/children').read().split(): out += tree(int(child))
    except OSError: pass
    return out
while p.poll() is None:
    for pid in tree(p.pid):
        try:
            for tid in os.listdir(f'/proc/{pid}/task'):
                stat = open(f'/proc/{pid}/task/{tid}/stat').read()
                fields = stat[stat.rindex(')') + 2:].split()
                last[(pid, tid)] = (stat[stat.index('(') + 1:stat.rindex(')')], (int(fields[11]) + int(fields[12])) / hz)
        except OSError: pass
    time.sleep(0.05)
for (pid, tid), (name, cpu) in sorted(last.items(), key=lambda x: -x[1][1])[:12]: print(f'{cpu:7.2f} s  {name} (pid {pid}, thread {tid})')
by_name = collections.defaultdict(float)
for name, cpu in last.values(): by_name[name] += cpu
print('; '.join(f'{name} {cpu:.2f} s' for name, cpu in sorted(by_name.items(), key=lambda x: -x[1])), f'; total {sum(by_name.values()):.2f} s')
sys.exit(p.returncode)
