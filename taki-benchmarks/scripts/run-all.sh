#!/bin/sh
# Runs every measurement of docs/performance.md, one after the other, into OUT (default
# taki-benchmarks/target/results). About 12 minutes on 2 cores. Build first:
#   mvn -B -o -q package -DskipTests -pl taki-benchmarks
set -eu
cd "$(dirname "$0")/.."
JAR=target/benchmarks.jar
OUT=${OUT:-target/results}
mkdir -p "$OUT"
PROF="-prof gc -prof dev.taki.benchmarks.ThreadCpuProfiler"
RUN="-f 1 -wi 8 -w 1s -i 5 -r 1s"

# 1. the matrix: games/s, decisions/s, µs per decision, legal moves, apply — 2/4/10 players, both rule sets
java -jar $JAR 'RandomPlayBenchmark|LegalMovesBenchmark.legalMoves$|ApplyBenchmark.apply$' $RUN $PROF \
    -rf json -rff "$OUT/matrix.json" > "$OUT/matrix.txt" 2>&1
# 2. references at 4 players: cache hit, cache clearing alone, legal moves + apply on the same states
java -jar $JAR 'LegalMovesBenchmark.(cached|forgetOnly)|ApplyBenchmark.legalMovesThenApply' -p players=4 $RUN $PROF \
    -rf json -rff "$OUT/extras.json" > "$OUT/extras.txt" 2>&1
# 3. a JFR profile of the per-decision benchmark at 4 players, summarised
java -jar $JAR 'RandomPlayBenchmark.decision' -p players=4 -f 1 -wi 8 -w 1s -i 3 -r 10s \
    -prof "jfr:dir=$OUT/jfr" -prof dev.taki.benchmarks.ThreadCpuProfiler > "$OUT/jfr.txt" 2>&1
for f in "$OUT"/jfr/*/profile.jfr; do
    java -cp $JAR dev.taki.benchmarks.JfrHotMethods "$f" 30 > "$(dirname "$f")/hot-methods.txt"
done
# 4. retained heap per derived state
java -Xms2g -Xmx2g -XX:+UseSerialGC -cp $JAR dev.taki.benchmarks.RetainedHeap > "$OUT/retained-heap.txt" 2>&1
# 5. how many dead-end simulations could matter
java -cp $JAR dev.taki.benchmarks.DeadEndStats > "$OUT/dead-end-stats.txt" 2>&1
echo "done: $OUT"
