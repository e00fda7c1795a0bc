package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BoundedLineReaderTest {

    @Test
    void shortLinesComeThroughWhole() throws IOException {
        assertThat(lines("one\ntwo\r\n\nthree", 16)).containsExactly("one", "two", "", "three");
    }

    @Test
    void aLongLineKeepsItsHeadAndTailAndSaysHowMuchWasCut() throws IOException {
        String line = "HEAD" + "x".repeat(200_000) + "TAIL";

        assertThat(lines(line + "\nnext\n", 8)).containsExactly("HEAD [... 200,000 bytes cut ...] TAIL", "next");
    }

    @Test
    void aLineOfExactlyTheLimitIsNotCut() throws IOException {
        assertThat(lines("abcdefgh\nabcdefghi\n", 8)).containsExactly("abcdefgh", "abcd [... 1 bytes cut ...] fghi");
    }

    /** Gigabytes that never end a line, served without allocating them: the reader holds only its limit. */
    @Test
    void anEndlessLineIsReadToTheEndInBoundedMemory() throws IOException {
        long size = 3L * 1024 * 1024 * 1024; // over 2 GiB: more than one Java array could hold
        BoundedLineReader reader = new BoundedLineReader(new Repeating(size), 1024);

        String line = reader.readLine();

        assertThat(line).hasSizeLessThan(1100).contains("[... 3,221,224,448 bytes cut ...]");
        assertThat(reader.readLine()).isNull();
        assertThat(reader.totalBytes()).isEqualTo(size);
    }

    private static List<String> lines(String text, int limit) throws IOException {
        BoundedLineReader reader =
                new BoundedLineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), limit);
        List<String> lines = new ArrayList<>();
        for (String line; (line = reader.readLine()) != null; ) {
            lines.add(line);
        }
        return lines;
    }

    /** {@code size} bytes of 'z' without a newline. */
    private static final class Repeating extends InputStream {
        private long left;

        Repeating(long size) {
            left = size;
        }

        @Override
        public int read() {
            return left-- > 0 ? 'z' : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (left <= 0) {
                return -1;
            }
            int n = (int) Math.min(len, left);
            java.util.Arrays.fill(b, off, off + n, (byte) 'z');
            left -= n;
            return n;
        }
    }
}
