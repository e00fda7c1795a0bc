package dev.gpudoctor.testing;

import java.util.ArrayDeque;
import java.util.Deque;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/** WCAG contrast of what a person sees: a label's resolved text colour against the fills painted under it. */
public final class Contrast {

    private Contrast() {}

    /** 1 (none) to 21 (black on white); 4.5 is the WCAG AA floor for normal text. */
    public static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    public static double ofText(Labeled label) {
        Color background = background(label);
        return ratio(over((Color) label.getTextFill(), background), background);
    }

    /**
     * The colour under a node: every flat fill of it and its ancestors, outermost first, each laid
     * over the one before (Primer dark's state tints are translucent).
     */
    public static Color background(Node node) {
        Deque<Region> chain = new ArrayDeque<>();
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof Region region) {
                chain.push(region);
            }
        }
        Color under = Color.WHITE;
        for (Region region : chain) {
            if (region.getBackground() == null) {
                continue;
            }
            for (BackgroundFill fill : region.getBackground().getFills()) {
                if (fill.getFill() instanceof Color colour) {
                    under = over(colour, under);
                }
            }
        }
        return under;
    }

    public static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double channel) {
        return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }

    private static Color over(Color top, Color under) {
        double a = top.getOpacity();
        return Color.color(
                top.getRed() * a + under.getRed() * (1 - a),
                top.getGreen() * a + under.getGreen() * (1 - a),
                top.getBlue() * a + under.getBlue() * (1 - a));
    }
}
