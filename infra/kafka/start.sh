#!/usr/bin/env bash
# Starts a single-node Kafka broker+controller (KRaft) on 127.0.0.1 from Maven Central jars,
# for the integration tests and the bench (issue 9). Idempotent: a running broker is reused.
#   KAFKA_PORT (9092)  KAFKA_CONTROLLER_PORT (KAFKA_PORT+1)  KAFKA_PARTITIONS (6)
#   KAFKA_HEAP (512m)  KAFKA_READY_TIMEOUT seconds (90)
# Prints the bootstrap address on success, e.g. "127.0.0.1:9092".
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
PORT="${KAFKA_PORT:-9092}"
CPORT="${KAFKA_CONTROLLER_PORT:-$((PORT + 1))}"
PARTITIONS="${KAFKA_PARTITIONS:-6}"
RUN="$HERE/run/$PORT"
LIB="$HERE/target/lib"
PIDFILE="$RUN/kafka.pid"
TIMEOUT="${KAFKA_READY_TIMEOUT:-90}"

probe() {
  # A metadata round-trip, not just an open port: the broker accepts TCP before it can serve.
  (cd "$ROOT" && node "$HERE/probe.cjs" "127.0.0.1:$PORT") >/dev/null 2>&1
}

# Already serving on the port (ours, or one a previous run left behind): reuse it.
if probe; then
  echo "127.0.0.1:$PORT"
  exit 0
fi

if ! ls "$LIB"/kafka_2.13-*.jar >/dev/null 2>&1; then
  (cd "$HERE" && mvn -q -B dependency:copy-dependencies) >&2
fi

mkdir -p "$RUN"
if [[ -f "$PIDFILE" ]]; then rm -f "$PIDFILE"; fi

cat >"$RUN/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$CPORT
listeners=PLAINTEXT://127.0.0.1:$PORT,CONTROLLER://127.0.0.1:$CPORT
advertised.listeners=PLAINTEXT://127.0.0.1:$PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$RUN/data
num.partitions=$PARTITIONS
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=6
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
log.retention.hours=24
PROPS

cat >"$RUN/log4j.properties" <<PROPS
log4j.rootLogger=INFO, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$RUN/server.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka=INFO
log4j.logger.org.apache.kafka=INFO
PROPS

# Kafka logs through slf4j→reload4j (log4j.properties); log4j2.properties only quiets the
# log4j2 core that some Kafka classes probe.
cat >"$RUN/log4j2.properties" <<PROPS
status=error
appender.f.type=File
appender.f.name=F
appender.f.fileName=$RUN/server-log4j2.log
appender.f.layout.type=PatternLayout
appender.f.layout.pattern=[%d] %p %m (%c)%n
rootLogger.level=warn
rootLogger.appenderRef.f.ref=F
PROPS

JAVA_OPTS=(-Xms256m "-Xmx${KAFKA_HEAP:-512m}" -XX:+UseG1GC -Djava.awt.headless=true
  "-Dlog4j.configuration=file:$RUN/log4j.properties"
  "-Dlog4j2.configurationFile=$RUN/log4j2.properties" "-Dkafka.logs.dir=$RUN")

if [[ ! -f "$RUN/data/meta.properties" ]]; then
  CLUSTER_ID="$(java -cp "$LIB/*" "${JAVA_OPTS[@]}" kafka.tools.StorageTool random-uuid | tail -1)"
  java -cp "$LIB/*" "${JAVA_OPTS[@]}" kafka.tools.StorageTool format \
    -t "$CLUSTER_ID" -c "$RUN/server.properties" >"$RUN/format.log" 2>&1 || {
    cat "$RUN/format.log" >&2
    exit 1
  }
fi

nohup java -cp "$LIB/*" "${JAVA_OPTS[@]}" kafka.Kafka "$RUN/server.properties" \
  >"$RUN/stdout.log" 2>&1 </dev/null &
echo $! >"$PIDFILE"

for ((i = 0; i < TIMEOUT * 2; i++)); do
  if ! kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
    echo "kafka exited during start; see $RUN/stdout.log and $RUN/server.log" >&2
    tail -30 "$RUN/stdout.log" >&2 || true
    exit 1
  fi
  if probe; then
    echo "127.0.0.1:$PORT"
    exit 0
  fi
  sleep 0.5
done
echo "kafka not ready after ${TIMEOUT}s; see $RUN/server.log" >&2
exit 1
