package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The exclude list as sbatch --exclude= reads it (Slurm's hostlist syntax, as scontrol show hostnames expands it). */
class SlurmHostlistTest {

    @Test
    void numberedNamesShareABracketOfRanges() {
        assertThat(SlurmHostlist.of(List.of("gpu7", "gpu1", "gpu2", "gpu3", "gpu12")))
                .isEqualTo("gpu[1-3,7,12]");
    }

    @Test
    void oneNameHasNoBracketAndNamesWithoutANumberStayAsTheyAre() {
        assertThat(SlurmHostlist.of(List.of("gpu7"))).isEqualTo("gpu7");
        assertThat(SlurmHostlist.of(List.of("login", "gpu7", "gpu8", "head.cluster.org")))
                .isEqualTo("login,gpu[7-8],head.cluster.org");
        assertThat(SlurmHostlist.of(List.of())).isEmpty();
    }

    @Test
    void zeroPaddedNumbersKeepTheirWidthAndAreNeverMergedWithUnpaddedOnes() {
        assertThat(SlurmHostlist.of(List.of("node007", "node008", "node010", "node9")))
                .isEqualTo("node[007-008,010],node9");
    }

    @Test
    void aNameGivenTwiceIsListedOnceAndPrefixesStayApart() {
        assertThat(SlurmHostlist.of(List.of("a1", "b1", "a2", "a1", "b3"))).isEqualTo("a[1-2],b[1,3]");
    }
}
