package dev.gpudoctor.diagnosis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Finds which of many fixed ASCII strings occur in a line in one pass over the line (an Aho-Corasick
 * automaton, as a dense transition table), so the cost of a scan grows with the text, not with the
 * text times the number of strings. Lines and literals are compared as given; callers lower-case both.
 * A character outside ASCII matches no literal.
 */
final class LiteralIndex {

    private static final int ALPHABET = 128;

    /** state * ALPHABET + char -> next state, failure links already folded in. */
    private final int[] delta;
    /** For each state, the literal ids that end there (its own and those reached by failure links). */
    private final int[][] out;

    private final int size;

    /** @param literals the strings, by id (their index); empty strings are never found */
    LiteralIndex(List<String> literals) {
        this.size = literals.size();
        List<int[]> trie = new ArrayList<>();
        List<List<Integer>> ends = new ArrayList<>();
        trie.add(emptyRow());
        ends.add(new ArrayList<>());
        for (int id = 0; id < literals.size(); id++) {
            String literal = literals.get(id);
            int state = 0;
            for (int i = 0; i < literal.length(); i++) {
                char c = literal.charAt(i);
                if (c >= ALPHABET) {
                    throw new IllegalArgumentException("Only ASCII literals can be indexed: " + literal);
                }
                if (trie.get(state)[c] < 0) {
                    trie.get(state)[c] = trie.size();
                    trie.add(emptyRow());
                    ends.add(new ArrayList<>());
                }
                state = trie.get(state)[c];
            }
            if (!literal.isEmpty()) {
                ends.get(state).add(id);
            }
        }
        int states = trie.size();
        delta = new int[states * ALPHABET];
        out = new int[states][];
        int[] fail = new int[states];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        out[0] = new int[0];
        for (int c = 0; c < ALPHABET; c++) {
            int child = trie.get(0)[c];
            delta[c] = Math.max(child, 0);
            if (child > 0) {
                fail[child] = 0;
                queue.add(child);
            }
        }
        while (!queue.isEmpty()) {
            int state = queue.poll();
            int[] inherited = out[fail[state]];
            int[] mine = ends.get(state).stream().mapToInt(Integer::intValue).toArray();
            out[state] = inherited.length == 0 ? mine : concat(mine, inherited);
            for (int c = 0; c < ALPHABET; c++) {
                int child = trie.get(state)[c];
                if (child > 0) {
                    fail[child] = delta[fail[state] * ALPHABET + c];
                    delta[state * ALPHABET + c] = child;
                    queue.add(child);
                } else {
                    delta[state * ALPHABET + c] = delta[fail[state] * ALPHABET + c];
                }
            }
        }
    }

    private static int[] emptyRow() {
        int[] row = new int[ALPHABET];
        Arrays.fill(row, -1);
        return row;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    /** The ids of the literals that occur in {@code line}. */
    BitSet find(String line) {
        BitSet found = new BitSet(size);
        int state = 0;
        for (int i = 0, n = line.length(); i < n; i++) {
            char c = line.charAt(i);
            state = c < ALPHABET ? delta[state * ALPHABET + c] : 0;
            int[] ids = out[state];
            for (int id : ids) {
                found.set(id);
            }
        }
        return found;
    }
}
