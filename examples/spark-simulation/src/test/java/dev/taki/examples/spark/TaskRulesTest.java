package dev.taki.examples.spark;

import dev.taki.examples.spark.ExecutorTarget.Wait;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which executors a job waits for, and how many tasks it then makes: the rules the README states, in its order. */
class TaskRulesTest {
    private static final String STANDALONE = "spark://master-host:7077";

    @Test
    void aLocalMasterWaitsForNothing() {
        for (String master : new String[]{"local", "local[2]", "local[*]", "local[4,3]"}) {
            ExecutorTarget target = ExecutorTarget.of(master, Map.of("spark.executor.instances", "5"));
            assertTrue(target.inProcess(), master);
            assertEquals(Wait.NONE, target.waiting(), master);
        }
    }

    @Test
    void aLocalClusterWaitsForItsWorkersAndTheirCores() {
        ExecutorTarget target = ExecutorTarget.of("local-cluster[2, 3, 1024]", Map.of("spark.cores.max", "1"));
        assertEquals(new ExecutorTarget(Wait.COUNT, 2, 6, "local-cluster[2, 3, 1024]"), target);
        assertFalse(target.inProcess());
        assertFalse(target.reachedBy(1, 3));
        assertFalse(target.reachedBy(2, 5));
        assertTrue(target.reachedBy(2, 6));
        assertEquals("2 executors of 6 cores in all (local-cluster[2, 3, 1024])", target.describe());
    }

    @Test
    void aStandaloneMasterWaitsForSparkCoresMaxElseForTheExecutorsThatJoin() {
        ExecutorTarget coresMax = ExecutorTarget.of(STANDALONE, Map.of("spark.cores.max", "64", "spark.executor.instances", "10"));
        assertEquals(new ExecutorTarget(Wait.COUNT, 0, 64, "spark.cores.max"), coresMax);
        assertFalse(coresMax.reachedBy(7, 56));
        assertTrue(coresMax.reachedBy(8, 64));
        assertEquals("64 cores (spark.cores.max)", coresMax.describe());
        assertEquals(Wait.QUIET, ExecutorTarget.of(STANDALONE, Map.of("spark.executor.instances", "10")).waiting(),
                "every free core of the workers: no count known");
        assertEquals(Wait.QUIET, ExecutorTarget.of(STANDALONE, Map.of("spark.cores.max", "many")).waiting(),
                "a count Spark would reject is no count");
    }

    @Test
    void yarnAndKubernetesWaitForSparkExecutorInstances() {
        assertEquals(new ExecutorTarget(Wait.COUNT, 10, 0, "spark.executor.instances"),
                ExecutorTarget.of("yarn", Map.of("spark.executor.instances", "10", "spark.cores.max", "64")));
        assertEquals(Wait.QUIET, ExecutorTarget.of("k8s://https://host:6443", Map.of("spark.cores.max", "64")).waiting(),
                "only a standalone master keeps to spark.cores.max");
    }

    @Test
    void dynamicAllocationWaitsForItsInitialExecutorsIfAny() {
        assertEquals(new ExecutorTarget(Wait.COUNT, 3, 0, "spark.dynamicAllocation's initial executors"), ExecutorTarget.of(STANDALONE,
                Map.of("spark.dynamicAllocation.enabled", "true", "spark.dynamicAllocation.minExecutors", "1",
                        "spark.dynamicAllocation.initialExecutors", "3", "spark.cores.max", "64")));
        assertEquals(Wait.NONE, ExecutorTarget.of("yarn", Map.of("spark.dynamicAllocation.enabled", "true")).waiting(),
                "no executor comes before there are tasks");
    }

    @Test
    void partitionsComeFirstThenSparkDefaultParallelismThenFourTasksACore() {
        assertEquals(new TaskCount(7, "--partitions"), TaskCount.of(7, 64, 100, 1000));
        assertEquals(new TaskCount(64, "spark.default.parallelism"), TaskCount.of(null, 64, 100, 1000));
        assertEquals(new TaskCount(10, "spark.default.parallelism"), TaskCount.of(null, 64, 100, 10), "at most one a game");
        assertEquals(new TaskCount(400, "4 a core"), TaskCount.of(null, null, 100, 1000));
        assertEquals(new TaskCount(8, "4 a core"), TaskCount.of(null, null, 2, 1000));
        assertEquals(new TaskCount(4, "4 a core"), TaskCount.of(null, null, 0, 1000), "no executor yet: one core's worth");
        assertEquals(new TaskCount(3, "4 a core"), TaskCount.of(null, null, 2, 3), "at most one a game");
    }

    @Test
    void sparkDefaultParallelismIsAWholeNumberOneOrMore() {
        assertEquals(64, TaskCount.parallelism(" 64 "));
        assertEquals(null, TaskCount.parallelism(null));
        for (String bad : new String[]{"0", "-3", "many", ""}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TaskCount.parallelism(bad));
            assertEquals("spark.default.parallelism: expected a whole number 1 or more, got '" + bad + "'", e.getMessage());
        }
    }
}
