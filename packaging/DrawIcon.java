import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;

/**
 * Draws GPU Doctor's desktop icon (a chip with a medical cross on it) as a PNG, so the packages need
 * no binary in the repository: java packaging/DrawIcon.java OUT.png [SIZE]
 */
public final class DrawIcon {

    public static void main(String[] args) throws IOException {
        int size = args.length > 1 ? Integer.parseInt(args[1]) : 256;
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(size / 256.0, size / 256.0);

        // The chip's pins, four a side.
        g.setColor(new Color(0x9AA5B1));
        for (int i = 0; i < 4; i++) {
            int at = 66 + i * 36;
            g.fillRoundRect(at, 14, 16, 40, 6, 6);
            g.fillRoundRect(at, 202, 16, 40, 6, 6);
            g.fillRoundRect(14, at, 40, 16, 6, 6);
            g.fillRoundRect(202, at, 40, 16, 6, 6);
        }
        // The package, dark green to teal.
        RoundRectangle2D body = new RoundRectangle2D.Double(40, 40, 176, 176, 36, 36);
        g.setPaint(new GradientPaint(40, 40, new Color(0x2E7D32), 216, 216, new Color(0x00695C)));
        g.fill(body);
        g.setStroke(new BasicStroke(6f));
        g.setColor(new Color(0x1B4D20));
        g.draw(body);
        // The cross.
        g.setColor(Color.WHITE);
        g.fillRoundRect(106, 70, 44, 116, 12, 12);
        g.fillRoundRect(70, 106, 116, 44, 12, 12);
        g.dispose();

        if (!ImageIO.write(image, "png", new File(args[0]))) {
            throw new IOException("no PNG writer");
        }
    }
}
